import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CommunityCard } from "~/components/community/CommunityCard";
import { joinHref } from "~/components/community/community-links";
import { ConfirmDialog } from "~/components/kit/ConfirmDialog";
import { pageTitle } from "~/utils/brand";
import { communityCard } from "~/utils/community-view.server";
import { requireUser } from "~/utils/session.server";
import { communitiesFor } from "@core/community/membership";
import { services } from "@core/services";
import { fill } from "~/i18n/catalogue";
import { COMMUNITIES } from "~/i18n/community/communities.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * /communities (spec community.md §2; its layout is ours): the communities the member has joined and
 * the ones they have not, each with its member count. Joining asks first: a dialog with JavaScript,
 * the page /communities/{id}/join without.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const { joined, notJoined } = await communitiesFor(services().table, user);
  const language = await pageLanguage(request);
  return {
    joined: joined.map((c) => communityCard(c, { id: user.id, isMember: true }, language)),
    notJoined: notJoined.map((c) => communityCard(c, { id: user.id, isMember: false }, language)),
    t: COMMUNITIES.pick(language),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Communities") }];

export default function Communities() {
  const { joined, notJoined, t } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-slate-600">{t.intro}</p>
      </div>

      <section aria-labelledby="joined-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="joined-heading" className="text-xl font-semibold text-slate-900">
            {t.joinedHeading}
          </h2>
          <Link to="/my-communities" className="text-sm font-semibold text-brand-700 hover:underline">
            {t.manage}
          </Link>
        </div>
        {joined.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
            {t.noneJoined}
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {joined.map((c) => (
              <CommunityCard key={c._id} community={c} memberText={c.memberText} moderatorLabel={t.moderator} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="discover-heading">
        <h2 id="discover-heading" className="text-xl font-semibold text-slate-900">
          {t.toJoin}
        </h2>
        {notJoined.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
            {t.joinedAll}
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {notJoined.map((c) => {
              const path = joinHref(c._id);
              return (
                <CommunityCard key={c._id} community={c} memberText={c.memberText} moderatorLabel={t.moderator}>
                  <ConfirmDialog
                    id={`join-${c._id}`}
                    label={t.join}
                    hiddenLabel={c.name}
                    fallback={path}
                    action={path}
                    question={fill(t.joinQuestion, { name: c.name })}
                    confirmLabel={t.join}
                    busyLabel={t.joining}
                  >
                    <p className="mt-2 text-sm text-slate-600">{t.joinHint}</p>
                  </ConfirmDialog>
                </CommunityCard>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
