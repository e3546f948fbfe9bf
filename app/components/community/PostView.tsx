import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { postForm } from "~/islands/island-fetch";
import type { PostCardData } from "./community-data";
import type { PostChange, PostPageData } from "./post-data";
import { countText, isPicture, PostByline } from "./PostCard";
import { PostComments } from "./PostComments";
import { PostDialog } from "./PostDialog";
import { ReportControl } from "./ReportControl";
import { fill } from "@core/i18n/catalogue";
import type { PostPageMessages } from "~/i18n/community/texts";
import { shownMessage } from "./island-message";

/**
 * The single-post view (spec community.md §2), rendered by the server and hydrated as an island
 * (decision 013). Each control is a form posting to the page's own route, which works without
 * JavaScript; with it the same forms go to `/post/{id}/actions` and the page updates in place.
 */
const BUTTON =
  "inline-flex items-center gap-1.5 rounded-md border px-3 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-75";

export function PostView({ d }: { d: PostPageData }) {
  const { t } = d;
  const [post, setPost] = useState(d.post);
  const [error, setError] = useState(d.error);
  const [reported, setReported] = useState(d.reported);
  // The server's notice after a JS-off post (?done=reported); with JavaScript the same line once the report is sent.
  const [notice, setNotice] = useState(d.notice);
  const actions = `${d.post.href}/actions`;
  const showError = (message: string | null) => setError(message === null ? null : shownMessage(message, t));

  return (
    <article aria-labelledby="post-heading" className="space-y-5">
      <BackButton href={d.backHref} label={t.back} />
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h1 id="post-heading" className="sr-only">
          {fill(t.postHeading, { name: post.user.name })}
        </h1>
        <PostByline post={post} />
        {notice ? (
          <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            {notice}
          </p>
        ) : null}
        {post.content ? (
          <p className="mt-4 whitespace-pre-line break-words text-lg text-slate-900" data-user-content>
            {post.content}
          </p>
        ) : null}
        <PostFile post={post} t={t} />
        <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          <LikeButton post={post} actions={actions} onChange={setPost} onError={showError} t={t} />
          <span className="text-sm text-slate-600">{countText(post.commentCount, t.commentOne, t.commentMany)}</span>
          <SaveButton post={post} actions={actions} onChange={setPost} onError={showError} t={t} />
          <ReportControl
            postHref={post.href}
            reported={reported}
            t={t}
            onReported={() => {
              setReported(true);
              setNotice(t.reportedNotice);
            }}
            onError={showError}
          />
          {d.isMine ? <DeleteButton post={post} actions={actions} onError={showError} t={t} /> : null}
        </div>
        {error ? (
          <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <PostComments
        postHref={post.href}
        postId={post._id}
        first={d.comments}
        t={t}
        onCommented={(commentCount) => setPost((p) => ({ ...p, commentCount }))}
      />
    </article>
  );
}

/** Back to where the member came from (spec §2), else home; without JavaScript the server's guess of it. */
function BackButton({ href, label }: { href: string; label: string }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const cameFromHere = document.referrer && new URL(document.referrer).origin === window.location.origin;
    if (cameFromHere && window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  }
  return (
    <a href={href} onClick={onClick} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <span aria-hidden="true">←</span> {label}
    </a>
  );
}

/**
 * The picture with its zoom (a CSS :target overlay, so it opens without JavaScript too) showing who
 * posted it, where and when; or the video with its controls.
 */
function PostFile({ post, t }: { post: PostCardData; t: PostPageMessages }) {
  if (!post.fileUrl) return null;
  if (!isPicture(post)) {
    return (
      <video src={post.fileUrl} controls preload="metadata" className="mt-4 max-h-[70vh] w-full rounded-lg bg-black">
        <a href={post.fileUrl}>{t.downloadVideo}</a>
      </video>
    );
  }
  return (
    <>
      <a href="#zoom" className="mt-4 block" aria-label={t.zoom}>
        <img
          src={post.fileUrl}
          alt={fill(t.pictureBy, { name: post.user.name })}
          className="max-h-[70vh] w-full rounded-lg bg-slate-100 object-contain"
        />
      </a>
      <div id="zoom" role="dialog" aria-label={t.zoomed} className="zoom-overlay">
        <a href="#post-heading" className="absolute right-4 top-4 rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-slate-900">
          {t.close}
        </a>
        <img src={post.fullUrl} alt={fill(t.pictureBy, { name: post.user.name })} className="max-h-[80vh] max-w-full object-contain" />
        <p className="mt-3 text-center text-sm text-white">
          {post.user.name} · {post.community.name} · <time dateTime={post.createdAt}>{post.dateText}</time>
        </p>
      </div>
    </>
  );
}

interface ControlProps {
  post: PostCardData;
  actions: string;
  onChange: (update: (post: PostCardData) => PostCardData) => void;
  onError: (message: string | null) => void;
  t: PostPageMessages;
}

/** Like (spec §4): with JavaScript the count moves at once and goes back if the server refuses. */
function LikeButton({ post, actions, onChange, onError, t }: ControlProps) {
  const intent = post.likedByMe ? "unlike" : "like";
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const before = { likeCount: post.likeCount, likedByMe: post.likedByMe };
    onChange((p) => ({ ...p, likedByMe: !before.likedByMe, likeCount: before.likeCount + (before.likedByMe ? -1 : 1) }));
    const result = await postForm<PostChange>(actions, form);
    if (result.ok && "likeCount" in result.data) {
      const settled = result.data;
      onChange((p) => ({ ...p, likeCount: settled.likeCount, likedByMe: settled.likedByMe }));
      onError(null);
    } else {
      onChange((p) => ({ ...p, ...before }));
      onError(result.ok ? null : result.message);
    }
  }
  return (
    <form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        aria-pressed={post.likedByMe}
        className={`${BUTTON} ${post.likedByMe ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 text-slate-800 hover:bg-slate-100"}`}
      >
        {post.likedByMe ? t.liked : t.like} <span className="font-normal">· {countText(post.likeCount, t.likeOne, t.likeMany)}</span>
      </button>
    </form>
  );
}

/** Save and unsave (spec §2, §4): a tooltip says what it does, 'Saving...' while busy, and the 'Saved by' count. */
function SaveButton({ post, actions, onChange, onError, t }: ControlProps) {
  const [busy, setBusy] = useState(false);
  const intent = post.savedByMe ? "unsave" : "save";
  const tip = post.savedByMe ? t.unsaveTip : t.saveTip;
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await postForm<PostChange>(actions, event.currentTarget);
    setBusy(false);
    if (result.ok && "savedByCount" in result.data) {
      const settled = result.data;
      onChange((p) => ({ ...p, savedByCount: settled.savedByCount, savedByMe: settled.savedByMe }));
      onError(null);
    } else if (!result.ok) onError(result.message);
  }
  return (
    <form method="post" onSubmit={onSubmit} className="group relative">
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        disabled={busy}
        aria-describedby="save-tip"
        className={`${BUTTON} ${post.savedByMe ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 text-slate-800 hover:bg-slate-100"}`}
      >
        {busy ? t.saving : post.savedByMe ? t.unsave : t.save}
      </button>
      <span
        id="save-tip"
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 hidden w-max max-w-56 -translate-x-1/2 rounded bg-slate-900 px-2 py-1 text-xs text-white group-focus-within:block group-hover:block"
      >
        {tip}
      </span>
      <span className="ml-2 text-sm text-slate-600">{fill(t.savedBy, { count: post.savedByCount })}</span>
    </form>
  );
}

/**
 * Delete, for the author only (spec §2, §5): it asks first, in a dialog with JavaScript and on the
 * page /post/{id}/delete without; 'Deleting...' while busy, then back to the community.
 */
function DeleteButton({ post, actions, onError, t }: Omit<ControlProps, "onChange">) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await postForm<PostChange>(actions, event.currentTarget);
    if (result.ok && "redirectTo" in result.data) return window.location.assign(result.data.redirectTo);
    setBusy(false);
    dialog.current?.close();
    onError(result.ok ? null : result.message);
  }

  return (
    <>
      <a
        href={`${post.href}/delete`}
        onClick={(event) => {
          if (!scripted) return;
          event.preventDefault();
          dialog.current?.showModal();
        }}
        className={`${BUTTON} ml-auto border-red-300 text-red-700 hover:bg-red-50`}
      >
        {t.delete}
      </a>
      <PostDialog
        dialogRef={dialog}
        labelledBy="delete-question"
        width="narrow"
        intent="delete"
        onSubmit={onConfirm}
        confirmLabel={t.delete}
        busyLabel={t.deleting}
        cancelLabel={t.cancel}
        busy={busy}
        disabled={busy}
        disabledLook="wait"
      >
        <p id="delete-question" className="text-lg font-semibold text-slate-900">
          {t.deleteQuestion}
        </p>
      </PostDialog>
    </>
  );
}
