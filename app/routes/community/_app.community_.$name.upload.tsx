import { errorResponseIn } from "@core/i18n/error-response";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import {} from "@core/errors";
import { ContentRefusalDialog } from "~/components/community/ContentRefusalDialog";
import { contentRefusalOf, type ContentRefusal } from "~/components/community/content-refusal";
import { POST_LIMITS } from "@core/community/post";
import { fileSizeText } from "~/components/community/file-size";
import { ErrorBanners, Field, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import {
  checkUpload,
  communityHref,
  keptComposerText,
  postedQuery,
  publishPost,
  requireCommunityMember,
  uploadForm,
} from "~/routes/community/parts/community-page.server";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { postWithUploadSchema } from "~/routes/community/parts/post-upload-form";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import type { Language } from "@core/i18n/languages";
import { fill } from "~/i18n/catalogue";
import { refusalTexts } from "~/i18n/community/community-page.server";
import { UPLOAD, type UploadMessages } from "~/i18n/community/upload.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * /community/{name}/upload: a post with a picture or video, without JavaScript (decision 012).
 * A form to this app cannot carry a 50 MB file (Lambda takes a few MB), so the file goes in two
 * steps, the way GOV.UK services upload without JavaScript:
 * 1. "choose": one signed form per kind (photo, video) posts the file straight to the bucket, whose
 *    `success_action_redirect` sends the browser back here with `?bucket&key&etag`;
 * 2. "write": the server looks at what arrived at once (size, type by its bytes), so a refusal is
 *    shown before the member writes; then the post form publishes text and file together.
 * The text typed in the composer before "Add a photo or video" comes along (kept as the member's
 * composer draft, decision 041): shown on step 1, in the post form on step 2.
 * With JavaScript the community page's composer does the same in place, with a progress bar.
 */
const KINDS = [
  { kind: "image", label: "photo", button: "uploadPhoto", accept: "image/*" },
  { kind: "video", label: "video", button: "uploadVideo", accept: "video/*" },
] as const;

/** Core's refusal text for a member's mistake, in the page's language; anything else is the server's and is thrown on. */
function refusalText(error: unknown, language: Language): string {
  const { status, body } = errorResponseIn(error, language);
  if (status >= 500) throw error;
  return body.message;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, community } = await requireCommunityMember(request, params.name);
  const language = await pageLanguage(request);
  // Only this language's texts reach the browser (decision 058).
  const texts = { t: UPLOAD.pick(language), refusalT: refusalTexts(language) };
  const url = new URL(request.url);
  const back = { name: community.name, href: communityHref(community.name) };
  const key = url.searchParams.get("key");
  // What the member typed in the composer before "Add a photo or video" (decision 041).
  const text = await keptComposerText(user, community);
  let problem: string | null = null;
  if (key) {
    try {
      const upload = await checkUpload(user, key);
      return {
        stage: "write" as const,
        back,
        text,
        upload: { key, kind: upload.type.kind, sizeText: fileSizeText(upload.size) },
        ...texts,
      };
    } catch (error) {
      problem = refusalText(error, language);
    }
  }
  try {
    const forms = await Promise.all(KINDS.map(({ kind }) => uploadForm(user, community, { kind, redirectTo: url.pathname })));
    return {
      stage: "choose" as const,
      back,
      text,
      problem,
      forms: forms.map(({ url: action, fields }) => ({ action, fields })),
      ...texts,
    };
  } catch (error) {
    // Over the upload forms' rate: the page says so instead of offering forms.
    return { stage: "choose" as const, back, text, problem: refusalText(error, language), forms: [], ...texts };
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, community } = await requireCommunityMember(request, params.name);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: postWithUploadSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  let published;
  const language = await pageLanguage(request);
  try {
    published = await publishPost(user, community, formData, language);
  } catch (error) {
    // The content check's refusal opens its dialog (spec §4), here as on the community page.
    const refusal = contentRefusalOf(errorResponseIn(error, language).body);
    if (refusal)
      return data(
        {
          result: submission.reply(),
          refusal,
          refusedContent: String(formData.get("content") ?? ""),
          upload: String(formData.get("upload") ?? ""),
        },
        { status: 403 },
      );
    return replyWithError(request, submission, error, {
      logMessage: "post with upload failed",
      logFields: { userId: user.id, communityId: community.id },
    });
  }
  return redirect(`${communityHref(community.name)}?${postedQuery(published)}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? (data.stage === "write" ? data.t.writeTitle : data.t.chooseTitle) : "Add a photo or video") },
];

export default function UploadPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const refused = refusedReply(reply);
  return (
    <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {page.stage === "write" ? (
        <WriteStep upload={page.upload} back={page.back} text={page.text} t={page.t} />
      ) : (
        <ChooseStep page={page} refused={Boolean(refused)} />
      )}
      {refused ? (
        <ContentRefusalDialog
          refusal={refused.refusal}
          panel={{ href: page.back.href, name: page.back.name }}
          content={refused.refusedContent}
          upload={refused.upload || undefined}
          t={page.refusalT}
        />
      ) : null}
    </div>
  );
}

/** The action's answer when the content check refused the post (its other answers are the form kit's). */
interface RefusedReply {
  refusal: ContentRefusal;
  refusedContent: string;
  upload: string;
}

function refusedReply(reply: unknown): RefusedReply | null {
  return reply && typeof reply === "object" && "refusal" in reply && reply.refusal ? (reply as RefusedReply) : null;
}

type ChoosePage = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { stage: "choose" }>;

function ChooseStep({ page, refused: refusedByCheck }: { page: ChoosePage; refused: boolean }) {
  // A post refused after its file was checked (the upload is then deleted) comes back to this step.
  const reply = useActionData<typeof action>();
  const refused = reply?.result.error ? Object.values(reply.result.error).flat() : [];
  // After the content check's refusal its dialog says why; the upload it used is gone, which is no news.
  const problems = refusedByCheck ? [] : refused.length > 0 ? refused : page.problem ? [page.problem] : [];
  const { t } = page;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t.chooseTitle}</h1>
      <p className="mt-2 text-slate-700">{fill(t.chooseIntro, { name: page.back.name })}</p>
      {problems.length > 0 ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {problems.join(" ")}
        </p>
      ) : null}
      {page.text ? <KeptText text={page.text} label={t.keptText} /> : null}
      {page.forms.map((form, index) => {
        const { kind, label, button, accept } = KINDS[index]!;
        return (
          // Posted by the browser to the bucket itself: a plain form, not the kit's (no action here).
          <form key={kind} method="post" action={form.action} encType="multipart/form-data" className="mt-6 space-y-2">
            {Object.entries(form.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <label htmlFor={`file-${kind}`} className="block text-sm font-semibold text-slate-800">
              {t[label]}
            </label>
            <input
              id={`file-${kind}`}
              type="file"
              name="file"
              accept={accept}
              required
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
            />
            <button
              type="submit"
              className="rounded-md bg-brand-600 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              {t[button]}
            </button>
          </form>
        );
      })}
      <p className="mt-6 text-xs text-slate-600">{t.slowHint}</p>
      <Link to={page.back.href} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
        {fill(t.backTo, { name: page.back.name })}
      </Link>
    </>
  );
}

/**
 * The composer's text on the choose step: the bucket's forms cannot carry it, so it is shown here
 * and becomes editable on the write step, once the file is in.
 */
function KeptText({ text, label }: { text: string; label: string }) {
  return (
    <figure className="mt-6 rounded-md border border-slate-200 bg-slate-50 px-4 py-3">
      <figcaption className="text-sm font-semibold text-slate-800">{label}</figcaption>
      <blockquote className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700" data-testid="kept-text">
        {text}
      </blockquote>
    </figure>
  );
}

function WriteStep({
  upload,
  back,
  text,
  t,
}: {
  upload: { key: string; kind: "image" | "video"; sizeText: string };
  back: { name: string; href: string };
  /** The composer's kept text, to edit and post with the file. */
  text: string;
  t: UploadMessages;
}) {
  const reply = useActionData<typeof action>();
  const { form, fields, formProps, attempt } = useKitForm(postWithUploadSchema, {
    id: "post-with-upload",
    lastResult: reply?.result,
    defaultValue: { content: text },
  });
  const posting = useSubmittingHere();
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t.writeTitle}</h1>
      <p role="status" className="mt-2 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
        {fill(upload.kind === "image" ? t.photoUploaded : t.videoUploaded, { size: upload.sizeText })}
      </p>
      <ErrorBanners form={form} fields={[fields.content, fields.upload]} resetOn={attempt} />
      <Form method="post" {...formProps} className="mt-6 space-y-4">
        <input type="hidden" name={fields.upload.name} value={upload.key} />
        <Field
          meta={fields.content}
          label={fill(t.writeIn, { name: back.name })}
          hint={fill(t.charsHint, { min: POST_LIMITS.minChars, max: POST_LIMITS.maxChars })}
          errors="elsewhere"
          multiline
          textareaProps={{ rows: 4 }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={posting} busyLabel={t.posting} variant="inline">
            {t.post}
          </SubmitButton>
          <Link to="." className="text-sm font-semibold text-brand-700 hover:underline">
            {t.chooseAnother}
          </Link>
          <Link to={back.href} className="text-sm font-semibold text-slate-700 hover:underline">
            {t.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}
