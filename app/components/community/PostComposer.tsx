import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { postProblem, POST_LIMITS, POST_MESSAGES } from "@core/community/post";
import type { MediaKind } from "@core/media/file-type";
import { uploadToBucket, type SignedForm } from "~/islands/bucket-upload";
import { postForm } from "~/islands/island-fetch";
import type { CommunityPanelData, PostCardData } from "./community-data";
import { fileSizeText } from "./file-size";
import { ContentRefusalDialog, type RefusalAnswer } from "./ContentRefusalDialog";
import { contentRefusalOf, type ContentRefusal } from "./content-refusal";
import { fill } from "@core/i18n/catalogue";
import { UNEXPECTED_MESSAGE } from "@core/errors";
import type { CommunityPageMessages } from "~/i18n/community/texts";
import { UPLOAD_FAILED } from "~/islands/bucket-upload";
import { shownMessage } from "./island-message";

/**
 * The composer (spec §2, §5): text of 10–3000 characters and/or one picture or video of at most
 * 50 MB. The create button is hidden and disabled until there is a message or a file, and while
 * posting, once the script runs.
 *
 * With JavaScript a chosen file is checked here first (size, and an image/ or video/ type), then
 * sent straight to the bucket with a signed form while a progress bar fills, then the post is
 * published with the upload's key; the server looks at the bytes again (decision 012). Without
 * JavaScript a form to this app cannot carry a 50 MB file past Lambda, so "Add a photo or video"
 * submits the text to keep and opens the upload page, whose forms post the file to the bucket.
 */
/**
 * What the member sees while a post goes out (issue 29): the file going to the bucket with its
 * percentage, then the server checking it (re-encoding a picture, the content check), then
 * published, which stays until they write again.
 */
type Stage = "idle" | "uploading" | "checking" | "published";

/** The composer's submit that keeps the text and opens the upload page (no JavaScript). */
export const ADD_MEDIA_INTENT = "add-media";

/** The file's kind by its declared type: only a first check, the bytes decide on the server. */
function mediaKind(file: File): MediaKind | undefined {
  return file.type.startsWith("image/") ? "image" : file.type.startsWith("video/") ? "video" : undefined;
}

/** Core's rule answers in English (it is the same rule as the server's); the page's texts say it in its language. */
function problemText(problem: string, t: CommunityPageMessages): string {
  const texts: Record<string, string> = {
    [POST_MESSAGES.empty]: t.empty,
    [POST_MESSAGES.badFile]: t.badFile,
    [POST_MESSAGES.tooShort]: t.tooShort,
    [POST_MESSAGES.tooLong]: t.tooLong,
    [UPLOAD_FAILED]: t.uploadFailed,
    [UNEXPECTED_MESSAGE]: t.unexpected,
  };
  return texts[problem] ?? problem;
}

export function PostComposer({
  panel,
  t,
  initialError,
  initialContent = "",
  onPublished,
  onHeld,
}: {
  panel: CommunityPanelData;
  t: CommunityPageMessages;
  initialError: string | null;
  /** The text of a post the content check refused without JavaScript, kept for editing. */
  initialContent?: string;
  onPublished: (post: PostCardData) => void;
  /** The post waits for its content check (issue 12): only its author is told, nothing is shown. */
  onHeld: (message: string) => void;
}) {
  const [content, setContent] = useState(initialContent);
  const [refusal, setRefusal] = useState<{ refusal: ContentRefusal; upload?: string } | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState(initialError);
  const [stage, setStage] = useState<Stage>("idle");
  const [progress, setProgress] = useState(0);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = stage === "uploading" || stage === "checking";
  const ready = content.trim().length > 0 || file !== null;

  function clear() {
    setContent("");
    forgetFile();
    setError(null);
  }

  function onRefusalAnswered(answer: RefusalAnswer) {
    setRefusal(null);
    clear();
    if (answer.post) onPublished(answer.post);
    else onHeld(answer.notice);
  }

  function forgetFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setStage("idle");
    if (!chosen) return setFile(null);
    // Spec §5: refused before anything is sent, with the spec's text.
    if (postProblem("", { size: chosen.size, contentType: chosen.type }) || !mediaKind(chosen)) {
      forgetFile();
      return setError(t.badFile);
    }
    setError(null);
    setFile(chosen);
  }

  /** Sends the chosen file to the bucket; its key, or null once the member has been told why not. */
  async function upload(chosen: File): Promise<string | null> {
    const request = new FormData();
    request.set("kind", mediaKind(chosen)!);
    request.set("contentType", chosen.type);
    const signed = await postForm<SignedForm & { key: string }>(`${panel.href}/upload-form`, request);
    if (!signed.ok) {
      setError(shownMessage(signed.message, t));
      return null;
    }
    setStage("uploading");
    setProgress(0);
    const sent = await uploadToBucket(signed.data, chosen, setProgress);
    if (!sent.ok) {
      setError(problemText(sent.message, t));
      return null;
    }
    return signed.data.key;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = postProblem(content, file ? { size: file.size, contentType: file.type } : undefined);
    if (problem) return setError(problemText(problem, t));
    setError(null);
    setStage(file ? "uploading" : "checking");
    const key = file ? await upload(file) : null;
    if (file && !key) return setStage("idle");
    setStage("checking");
    const fields = new FormData();
    fields.set("content", content);
    if (key) fields.set("upload", key);
    const result = await postForm<{ post: PostCardData } | { held: string }>(`${panel.href}/posts`, fields);
    setStage(result.ok && "post" in result.data ? "published" : "idle");
    // A file the server refused is deleted there: the member chooses again.
    if (!result.ok) {
      if (result.message === POST_MESSAGES.badFile || result.message === t.badFile) forgetFile();
      // The content check's refusal opens its modal (spec §4); the text stays for editing.
      const refused = contentRefusalOf(result.body);
      if (refused) return setRefusal({ refusal: refused, ...(key ? { upload: key } : {}) });
      return setError(shownMessage(result.message, t));
    }
    clear();
    if ("held" in result.data) onHeld(result.data.held);
    else onPublished(result.data.post);
  }

  const hideButton = scripted && (!ready || busy);
  return (
    <>
      <form method="post" action={panel.href} onSubmit={onSubmit} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <label htmlFor="post-content" className="block text-sm font-semibold text-slate-900">
          {fill(t.writeIn, { name: panel.name })}
        </label>
        <textarea
          id="post-content"
          name="content"
          rows={3}
          maxLength={POST_LIMITS.maxChars}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            if (stage === "published") setStage("idle");
          }}
          readOnly={busy}
          aria-describedby={`post-content-hint${error ? " post-error" : ""}`}
          placeholder={t.placeholder}
          className="mt-2 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500"
        />
        <p id="post-content-hint" className="mt-1 text-xs text-slate-600">
          {fill(t.charsHint, { min: POST_LIMITS.minChars, max: POST_LIMITS.maxChars })} · {content.length}/{POST_LIMITS.maxChars}
        </p>

        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          {scripted ? (
            <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
              <label
                htmlFor="post-file"
                className="cursor-pointer rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-100"
              >
                {file ? t.changeFile : t.addFile}
              </label>
              <input
                ref={fileInput}
                id="post-file"
                type="file"
                accept="image/*,video/*"
                onChange={onFileChosen}
                disabled={busy}
                aria-describedby="post-file-hint"
                className="sr-only"
              />
              {file ? (
                <>
                  <span className="min-w-0 truncate text-slate-700" data-testid="chosen-file">
                    {file.name} ({fileSizeText(file.size)})
                  </span>
                  {!busy ? (
                    <button type="button" onClick={forgetFile} className="font-semibold text-brand-700 hover:underline">
                      {t.remove}
                    </button>
                  ) : null}
                </>
              ) : (
                <span id="post-file-hint" className="text-xs text-slate-600">
                  {t.fileHint}
                </span>
              )}
            </div>
          ) : (
            // Without JavaScript the file goes through the upload page; this button takes the text
            // typed so far along (kept as the member's composer draft, decision 041).
            <button type="submit" name="intent" value={ADD_MEDIA_INTENT} className="text-sm font-semibold text-brand-700 hover:underline">
              {t.addFile}
            </button>
          )}
          {/* The last stage, published, is the page's own notice ("Your post is published."): one live region, not two. */}
          {stage === "checking" ? (
            <p role="status" className="text-sm font-semibold text-slate-700">
              {file ? t.uploadedChecking : t.checking}
            </p>
          ) : null}
          <button
            type="submit"
            hidden={hideButton}
            disabled={hideButton}
            className="rounded-md bg-brand-600 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t.post}
          </button>
        </div>

        {stage === "uploading" ? (
          <div role="status" className="mt-3">
            <label htmlFor="upload-progress" className="block text-sm font-semibold text-slate-700">
              {fill(t.uploading, { percent: Math.round(progress * 100) })}
            </label>
            <progress id="upload-progress" max={1} value={progress} className="upload-progress mt-1 w-full" />
          </div>
        ) : null}

        {error ? (
          <p
            id="post-error"
            role="alert"
            className="mt-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {error}
          </p>
        ) : null}
      </form>
      {/* Outside the composer: the modal has forms of its own, and forms do not nest. */}
      {refusal ? (
        <ContentRefusalDialog
          refusal={refusal.refusal}
          panel={panel}
          content={content}
          upload={refusal.upload}
          t={t}
          onClose={() => setRefusal(null)}
          onAnswered={onRefusalAnswered}
          modal
        />
      ) : null}
    </>
  );
}
