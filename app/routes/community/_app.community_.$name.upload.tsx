import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { toErrorResponse } from "@core/errors";
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
  { kind: "image", label: "Photo", button: "Upload photo", accept: "image/*" },
  { kind: "video", label: "Video", button: "Upload video", accept: "video/*" },
] as const;

/** Core's refusal text for a member's mistake; anything else is the server's and is thrown on. */
function refusalText(error: unknown): string {
  const { status, body } = toErrorResponse(error);
  if (status >= 500) throw error;
  return body.message;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, community } = await requireCommunityMember(request, params.name);
  const url = new URL(request.url);
  const back = { name: community.name, href: communityHref(community.name) };
  const key = url.searchParams.get("key");
  // What the member typed in the composer before "Add a photo or video" (decision 041).
  const text = await keptComposerText(user, community);
  let problem: string | null = null;
  if (key) {
    try {
      const upload = await checkUpload(user, key);
      return { stage: "write" as const, back, text, upload: { key, kind: upload.type.kind, sizeText: fileSizeText(upload.size) } };
    } catch (error) {
      problem = refusalText(error);
    }
  }
  try {
    const forms = await Promise.all(KINDS.map(({ kind }) => uploadForm(user, community, { kind, redirectTo: url.pathname })));
    return { stage: "choose" as const, back, text, problem, forms: forms.map(({ url: action, fields }) => ({ action, fields })) };
  } catch (error) {
    // Over the upload forms' rate: the page says so instead of offering forms.
    return { stage: "choose" as const, back, text, problem: refusalText(error), forms: [] };
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, community } = await requireCommunityMember(request, params.name);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: postWithUploadSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  let published;
  try {
    published = await publishPost(user, community, formData);
  } catch (error) {
    // The content check's refusal opens its dialog (spec §4), here as on the community page.
    const refusal = contentRefusalOf(toErrorResponse(error).body);
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
  { title: pageTitle(data?.stage === "write" ? "Write your post" : "Add a photo or video") },
];

export default function UploadPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const refused = refusedReply(reply);
  return (
    <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {page.stage === "write" ? (
        <WriteStep upload={page.upload} back={page.back} text={page.text} />
      ) : (
        <ChooseStep page={page} refused={Boolean(refused)} />
      )}
      {refused ? (
        <ContentRefusalDialog
          refusal={refused.refusal}
          panel={{ href: page.back.href, name: page.back.name }}
          content={refused.refusedContent}
          upload={refused.upload || undefined}
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
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Add a photo or video</h1>
      <p className="mt-2 text-slate-700">
        Choose one picture or video of up to 50MB for your post in {page.back.name}. Once it is uploaded, you can write your post.
      </p>
      {problems.length > 0 ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {problems.join(" ")}
        </p>
      ) : null}
      {page.text ? <KeptText text={page.text} /> : null}
      {page.forms.map((form, index) => {
        const { kind, label, button, accept } = KINDS[index]!;
        return (
          // Posted by the browser to the bucket itself: a plain form, not the kit's (no action here).
          <form key={kind} method="post" action={form.action} encType="multipart/form-data" className="mt-6 space-y-2">
            {Object.entries(form.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <label htmlFor={`file-${kind}`} className="block text-sm font-semibold text-slate-800">
              {label}
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
              {button}
            </button>
          </form>
        );
      })}
      <p className="mt-6 text-xs text-slate-600">A large video can take a few minutes on a slow connection.</p>
      <Link to={page.back.href} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
        Back to {page.back.name}
      </Link>
    </>
  );
}

/**
 * The composer's text on the choose step: the bucket's forms cannot carry it, so it is shown here
 * and becomes editable on the write step, once the file is in.
 */
function KeptText({ text }: { text: string }) {
  return (
    <figure className="mt-6 rounded-md border border-slate-200 bg-slate-50 px-4 py-3">
      <figcaption className="text-sm font-semibold text-slate-800">Your text (you can edit it after the upload)</figcaption>
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
}: {
  upload: { key: string; kind: "image" | "video"; sizeText: string };
  back: { name: string; href: string };
  /** The composer's kept text, to edit and post with the file. */
  text: string;
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
      <h1 className="text-2xl font-bold text-slate-900">Write your post</h1>
      <p role="status" className="mt-2 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
        Your {upload.kind === "image" ? "photo" : "video"} is uploaded ({upload.sizeText}).
      </p>
      <ErrorBanners form={form} fields={[fields.content, fields.upload]} resetOn={attempt} />
      <Form method="post" {...formProps} className="mt-6 space-y-4">
        <input type="hidden" name={fields.upload.name} value={upload.key} />
        <Field
          meta={fields.content}
          label={`Write a post in ${back.name} (optional)`}
          hint={`${POST_LIMITS.minChars} to ${POST_LIMITS.maxChars} characters, or none.`}
          errors="elsewhere"
          multiline
          textareaProps={{ rows: 4 }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={posting} busyLabel="Posting..." variant="inline">
            Post
          </SubmitButton>
          <Link to="." className="text-sm font-semibold text-brand-700 hover:underline">
            Choose another file
          </Link>
          <Link to={back.href} className="text-sm font-semibold text-slate-700 hover:underline">
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}
