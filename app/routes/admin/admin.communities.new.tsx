import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { CommunityAdminForm } from "~/components/admin/CommunityAdminForm";
import { pageTitle } from "~/utils/brand";
import { addCommunity, adminOf, banners } from "~/routes/admin/parts/community-admin.server";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { communityFormSchema } from "@core/community/community-admin-schema";
import { COMMUNITY_FORM, NEW_COMMUNITY, type CommunityFormMessages } from "~/i18n/admin/communities.server";
import { languageOf } from "~/i18n/language.server";

/** /admin/communities/new (issue 13): a new community; its name must be free. */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  return {
    banners: await banners(request, language),
    t: NEW_COMMUNITY.pick(language),
    form: COMMUNITY_FORM.pick(language) as CommunityFormMessages,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await adminOf(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: communityFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    const community = await addCommunity(request, Object.fromEntries(formData));
    return redirect(`/admin/communities/${encodeURIComponent(community.id)}?saved=created`);
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "community not created" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.metaTitle ?? "Add a community · Admin") },
  { name: "robots", content: "noindex" },
];

export default function NewCommunity() {
  const { banners, t, form } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/communities" className="hover:underline">
          {t.communities}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.title}</h1>
      <CommunityAdminForm id="new-community" lastResult={reply?.result} banners={banners} submitLabel={t.submit} t={form} />
    </div>
  );
}
