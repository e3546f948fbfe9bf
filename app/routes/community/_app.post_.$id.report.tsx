import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { ErrorList, NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { ReportFields } from "~/components/community/ReportControl";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { replyWithRefusal } from "~/utils/form.server";
import { changePost, postCard, requirePostMember } from "~/routes/community/parts/post-page.server";
import { pageLanguage } from "~/i18n/language.server";
import { POST_PAGE } from "~/i18n/community/post-page.server";

/**
 * Reporting a post without JavaScript (spec §2: "Report with a reason, in a dialog or on a page"):
 * the same reasons and details as the post page's dialog. A post already reported shows 'Reported'
 * on the post itself, so this page sends the member back there.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, post, community } = await requirePostMember(request, params.id);
  const language = await pageLanguage(request);
  const card = await postCard(post, community, user.id, language);
  if (post.reportedByMe) throw redirect(card.href);
  const all = POST_PAGE.pick(language);
  const t = {
    reportPostTitle: all.reportPostTitle,
    mediaPost: all.mediaPost,
    report: all.report,
    reported: all.reported,
    reporting: all.reporting,
    reportTitle: all.reportTitle,
    cancel: all.cancel,
    whyReport: all.whyReport,
    details: all.details,
    reasonSpam: all.reasonSpam,
    reasonHarassment: all.reasonHarassment,
    reasonInappropriate: all.reasonInappropriate,
    reasonMisinformation: all.reasonMisinformation,
    reasonOffTopic: all.reasonOffTopic,
    reasonOther: all.reasonOther,
  };
  return { post: { href: card.href, content: card.content, author: card.user.name, dateText: card.dateText }, t };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requirePostMember(request, params.id);
  const form = await request.formData();
  form.set("intent", "report");
  try {
    await changePost(user, params.id!, form, await pageLanguage(request));
    return redirect(`/post/${encodeURIComponent(params.id!)}?done=reported`);
  } catch (error) {
    return replyWithRefusal(request, error, { logMessage: "post report failed", logFields: { userId: user.id, postId: params.id } });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.reportPostTitle ?? "Report post") }];

export default function ReportPost() {
  const { post, t } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { form, formProps } = useKitForm(NO_FIELDS, { id: "report-post", lastResult: reply?.result });
  const navigation = useNavigation();
  const location = useLocation();
  const sending = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === location.pathname;
  return (
    <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{t.reportPostTitle}</h1>
      <blockquote className="mt-3 line-clamp-4 border-l-4 border-slate-200 pl-4 text-sm text-slate-600">
        {post.content || t.mediaPost} — {post.author}, {post.dateText}
      </blockquote>
      <Form method="post" {...formProps}>
        <ReportFields t={t} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="mt-6 flex flex-wrap gap-3">
          <SubmitButton busy={sending} busyLabel={t.reporting} variant="danger">
            {t.report}
          </SubmitButton>
          <Link to={post.href} className="rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-700 hover:bg-slate-100">
            {t.cancel}
          </Link>
        </div>
      </Form>
    </div>
  );
}
