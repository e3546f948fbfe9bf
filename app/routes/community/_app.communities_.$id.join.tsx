import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { CommunityBanner } from "~/components/community/CommunityCard";
import { ConfirmActions } from "~/components/kit/ConfirmActions";
import { pageTitle } from "~/utils/brand";
import { communityCard } from "~/utils/community-view.server";
import { replyWithRefusal } from "~/utils/form.server";
import { notFound, notFoundOn } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";
import { mayJoinAgainNotice } from "~/routes/community/parts/access-denied.server";
import { COMMUNITY_MESSAGES } from "@core/community/community";
import { getCommunity, getMembership } from "@core/community/community-store";
import { joinCommunity } from "@core/community/membership";
import { services } from "@core/services";
import { communityTexts } from "@core/community/community";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { COMMUNITIES } from "~/i18n/community/communities.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * Joining a community: the confirmation page without JavaScript (with it, /communities asks in a
 * dialog and posts here directly). Joining happens on POST only; joining twice changes nothing.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const id = params.id ?? "";
  const community = id.length <= 100 ? await getCommunity(services().table, id) : undefined;
  if (!community) notFound();
  // Already in: nothing to ask.
  if (await getMembership(services().table, community.id, user.id)) throw redirect("/my-communities");
  const language = await pageLanguage(request);
  const notice = await mayJoinAgainNotice(user, community);
  return {
    community: {
      ...communityCard(community, { id: user.id, isMember: false }, language),
      rules: communityTexts(community, language).rules,
    },
    // Issue 29: a member whose ban here ended or was lifted is told they may join again.
    notice: notice ? translateMessage(notice, language) : null,
    t: COMMUNITIES.pick(language),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  try {
    const community = await joinCommunity(services().table, user, params.id ?? "");
    return redirect(`/my-communities?joined=${encodeURIComponent(community.communityId)}`);
  } catch (error) {
    notFoundOn(error);
    // Spec §8: "Error joining community" for a join that failed.
    return replyWithRefusal(request, error, {
      logMessage: "community join failed",
      logFields: { userId: user.id },
      unexpected: COMMUNITY_MESSAGES.joinFailed,
      refused: COMMUNITY_MESSAGES.joinFailed,
    });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? fill(data.t.joinName, { name: data.community.name }) : "Join") },
];

export default function JoinCommunity() {
  const { community, notice, t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const joining = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === location.pathname;

  return (
    <div className="max-w-2xl">
      <Link to="/communities" className="text-sm font-semibold text-brand-700 hover:underline">
        {t.backToCommunities}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{fill(t.joinQuestion, { name: community.name })}</h1>
      {notice ? (
        <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {notice}
        </p>
      ) : null}
      <section aria-label={community.name} className="mt-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <CommunityBanner url={community.banner} className="h-28" />
        <div className="p-5 sm:p-6">
          <p className="text-sm font-medium text-slate-600">{community.memberText}</p>
          <p className="mt-2 text-slate-700">{community.description}</p>
          <h2 className="mt-5 text-base font-semibold text-slate-900">{t.rules}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {community.rules.map((rule, index) => (
              <li key={index}>{rule}</li>
            ))}
          </ol>
          <ConfirmActions
            id="join-community"
            lastResult={actionData?.result}
            busy={joining}
            confirmLabel={t.join}
            busyLabel={t.joining}
            back={{ to: "/communities", label: t.cancel }}
            tone="primary"
          />
        </div>
      </section>
    </div>
  );
}
