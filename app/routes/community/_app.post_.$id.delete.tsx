import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { ConfirmActions } from "~/components/kit/ConfirmActions";
import { pageLanguage } from "~/i18n/language.server";
import { POST_PAGE } from "~/i18n/community/post-page.server";
import { pageTitle } from "~/utils/brand";
import { replyWithRefusal } from "~/utils/form.server";
import { changePost, postCard, requirePostMember } from "~/routes/community/parts/post-page.server";

/**
 * Deleting a post without JavaScript (spec §5: delete needs confirmation): this page asks the
 * spec's question and posts itself; with JavaScript the post page asks in a dialog instead. Only the
 * author is asked: core refuses anyone else, so the page does not offer it to them.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, post, community } = await requirePostMember(request, params.id);
  if (post.authorId !== user.id) throw redirect(`/post/${encodeURIComponent(post.id)}`);
  const language = await pageLanguage(request);
  const card = await postCard(post, community, user.id, language);
  const { deleteTitle, deleteQuestion, mediaPost, delete: deleteLabel, deleting, cancel } = POST_PAGE.pick(language);
  return {
    post: { href: card.href, content: card.content, dateText: card.dateText, community: card.community.name },
    t: { deleteTitle, deleteQuestion, mediaPost, delete: deleteLabel, deleting, cancel },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requirePostMember(request, params.id);
  const form = new FormData();
  form.set("intent", "delete");
  try {
    const change = await changePost(user, params.id!, form, await pageLanguage(request));
    return redirect("redirectTo" in change ? change.redirectTo : "/communities");
  } catch (error) {
    return replyWithRefusal(request, error, { logMessage: "post delete failed", logFields: { userId: user.id, postId: params.id } });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.deleteTitle ?? "Delete post") }];

export default function DeletePost() {
  const { post, t } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const deleting = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === location.pathname;
  return (
    <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{t.deleteTitle}</h1>
      <p className="mt-3 text-slate-800">{t.deleteQuestion}</p>
      <blockquote className="mt-4 line-clamp-4 border-l-4 border-slate-200 pl-4 text-sm text-slate-600">
        {post.content || t.mediaPost} — {post.community}, {post.dateText}
      </blockquote>
      <ConfirmActions
        id="delete-post"
        lastResult={reply?.result}
        busy={deleting}
        confirmLabel={t.delete}
        busyLabel={t.deleting}
        back={{ to: post.href, label: t.cancel }}
      />
    </div>
  );
}
