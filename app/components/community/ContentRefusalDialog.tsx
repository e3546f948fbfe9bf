import { useEffect, useRef, useState, type FormEvent } from "react";
import { fill } from "@core/i18n/catalogue";
import type { RefusalMessages } from "~/i18n/community/texts";
import { shownMessage } from "./island-message";
import { postForm } from "~/islands/island-fetch";
import type { CommunityPanelData, PostCardData } from "./community-data";
import { communityHref } from "./community-links";
import type { ContentRefusal } from "./content-refusal";

/**
 * The content check's three modals (spec community.md §4; issue 12), one `<dialog>` that works both
 * ways: without JavaScript the server renders it open, its buttons are forms (post in the
 * recommended community; Discard or Post Anyway to `/community/{name}/answer`) and Close is
 * `method="dialog"`, which browsers honour natively. Opened by the composer's script (`modal`), it is
 * a true modal and the same forms call the JSON addresses instead.
 */
export type RefusalAnswer = { notice: string; post?: PostCardData };

function titleOf(type: ContentRefusal["type"], t: RefusalMessages): string {
  if (type === "inappropriateContent") return t.warningTitle;
  return type === "categoryMismatch" ? t.mismatchTitle : t.undeterminedTitle;
}

const BUTTON = "rounded-md px-4 py-2 text-sm font-semibold";

export function ContentRefusalDialog({
  refusal,
  panel,
  content,
  upload,
  t,
  onClose,
  onAnswered,
  modal = false,
}: {
  refusal: ContentRefusal;
  panel: Pick<CommunityPanelData, "href" | "name">;
  /** What the member posted, sent again to the recommended community. */
  content: string;
  upload?: string;
  /** The dialogs' texts in the page's language. */
  t: RefusalMessages;
  onClose?: () => void;
  onAnswered?: (answer: RefusalAnswer) => void;
  /** True when the script shows it (a modal); false when the server renders it open (no JavaScript). */
  modal?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Opened by the script as a true modal; React must then never own `open`, or a re-render would close it.
  useEffect(() => {
    if (modal && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [modal]);

  async function send(
    event: FormEvent<HTMLFormElement>,
    url: string,
    fields: Record<string, string>,
    whereNext: (data: unknown) => RefusalAnswer | null,
  ) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name) body.set(submitter.name, submitter.value);
    const result = await postForm<unknown>(url, body);
    setBusy(false);
    if (!result.ok) return setError(shownMessage(result.message, t));
    const answer = whereNext(result.data);
    if (answer) {
      dialog.current?.close();
      onAnswered?.(answer);
    }
  }

  const recommended = refusal.type === "categoryMismatch" ? refusal.recommendedCommunity : "";
  return (
    <dialog
      ref={dialog}
      open={modal ? undefined : true}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby="refusal-title"
      aria-describedby="refusal-message"
      className="w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id="refusal-title" className={`text-lg font-bold ${refusal.type === "inappropriateContent" ? "text-red-700" : "text-slate-900"}`}>
        {titleOf(refusal.type, t)}
      </h2>
      <p id="refusal-message" className="mt-2 text-sm text-slate-700">
        {refusal.message}
      </p>
      {refusal.type === "failedDetection" ? <p className="mt-2 text-sm font-medium text-amber-800">{t.banWarning}</p> : null}
      {error ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        {refusal.type === "categoryMismatch" ? (
          <form
            method="post"
            action={communityHref(recommended)}
            onSubmit={
              // Server-rendered (no modal): the forms post as they are, and the server answers with a page.
              !modal
                ? undefined
                : (event) =>
                    void send(event, `${communityHref(recommended)}/posts`, { content, ...(upload ? { upload } : {}) }, (data) => {
                      // Published (or waiting for its check) over there: that is where the member's post now is.
                      window.location.assign(
                        `${communityHref(recommended)}?${data && typeof data === "object" && "held" in data ? "held" : "posted"}=1`,
                      );
                      return null;
                    })
            }
          >
            <input type="hidden" name="content" value={content} />
            {upload ? <input type="hidden" name="upload" value={upload} /> : null}
            <button type="submit" disabled={busy} className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
              {fill(t.postIn, { name: recommended })}
            </button>
          </form>
        ) : null}
        {refusal.type === "failedDetection" ? (
          <form
            method="post"
            action={`${panel.href}/answer`}
            onSubmit={
              // Server-rendered (no modal): the forms post as they are, and the server answers with a page.
              !modal
                ? undefined
                : (event) =>
                    void send(event, `${panel.href}/answer`, { token: refusal.confirmationToken }, (data) => {
                      const reply = (data ?? {}) as { post?: PostCardData; held?: string; discarded?: string };
                      if (reply.post) return { notice: t.published, post: reply.post };
                      return { notice: reply.held ?? reply.discarded ?? t.done };
                    })
            }
            className="flex flex-wrap gap-3"
          >
            <input type="hidden" name="token" value={refusal.confirmationToken} />
            <button
              type="submit"
              name="answer"
              value="reject"
              disabled={busy}
              className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-100`}
            >
              {t.discard}
            </button>
            <button
              type="submit"
              name="answer"
              value="confirm"
              disabled={busy}
              className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
            >
              {busy ? t.posting : t.postAnyway}
            </button>
          </form>
        ) : (
          <form method="dialog">
            <button type="submit" className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-100`}>
              {refusal.type === "inappropriateContent" ? t.ok : t.cancel}
            </button>
          </form>
        )}
      </div>
    </dialog>
  );
}
