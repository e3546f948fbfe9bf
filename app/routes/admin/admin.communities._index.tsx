import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/utils/brand";
import { AdminListHeader } from "~/components/admin/AdminListHeader";
import { communityList } from "~/routes/admin/parts/community-admin.server";
import { fill } from "~/i18n/catalogue";
import { ADMIN_COMMUNITIES, type AdminCommunitiesMessages } from "~/i18n/admin/communities.server";
import { listHeaderTexts } from "~/i18n/admin/frame.server";
import { languageOf } from "~/i18n/language.server";

/**
 * /admin/communities (issue 13): every community with its member count, by name; links to edit and
 * to add one. In the admin area's language (the cookie or the browser's: it reads no member profile).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const url = new URL(request.url);
  const saved = url.searchParams.get("saved");
  const communities = await communityList(request, language);
  // The notice names a community that exists, never text from the link.
  return {
    listHeader: listHeaderTexts(language),
    communities,
    saved: communities.find((c) => c.id === saved)?.name ?? null,
    t: ADMIN_COMMUNITIES.pick(language) as AdminCommunitiesMessages,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.metaTitle ?? "Communities · Admin") },
  { name: "robots", content: "noindex" },
];

export default function AdminCommunities() {
  const { communities, saved, t, listHeader } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <AdminListHeader title={t.title} add={{ to: "/admin/communities/new", label: t.add }} saved={saved} texts={listHeader} />
      {communities.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.none}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {communities.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <Link to={`/admin/communities/${c.id}`} className="font-semibold text-brand-700 hover:underline" data-user-content>
                {c.name}
              </Link>
              <span className="text-sm text-slate-600">
                {c.members} · {c.moderators === 1 ? t.oneModerator : fill(t.manyModerators, { count: c.moderators })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
