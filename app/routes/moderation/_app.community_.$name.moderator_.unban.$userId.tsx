import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { ConfirmActions } from "~/components/kit/ConfirmActions";
import { pageTitle } from "~/utils/brand";
import { BAN_MESSAGES } from "@core/moderation/moderation-texts";
import { replyWithRefusal } from "~/utils/form.server";
import { banTarget, moderatorHref, requireCommunityModerator, unban } from "~/routes/moderation/parts/moderation-page.server";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { pageLanguage } from "~/i18n/language.server";
import { UNBAN_PAGE, type UnbanPageMessages } from "~/i18n/moderation/ban.server";

/**
 * /community/{name}/moderator/unban/{userId} (issue 29 item 11): the confirmation before lifting a
 * ban. With JavaScript the panel asks in a dialog and posts here; without it, its Unban button leads
 * here. A ban already lifted or ended is core's refusal, shown on this page. Texts in the page's
 * language (app/i18n/moderation/ban.server.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, community } = await requireCommunityModerator(request, params.name);
  const language = await pageLanguage(request);
  const target = await banTarget(user, community, params.userId, language);
  return {
    community: { name: community.name, panelHref: moderatorHref(community) },
    target,
    notBanned: translateMessage(BAN_MESSAGES.notBanned, language),
    t: UNBAN_PAGE.pick(language) as UnbanPageMessages,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, community } = await requireCommunityModerator(request, params.name);
  const userId = params.userId ?? "";
  try {
    await unban(user, community, userId);
  } catch (error) {
    return replyWithRefusal(request, error, { logMessage: "unban failed", logFields: { userId: user.id, communityId: community.id } });
  }
  return redirect(`${moderatorHref(community)}?unbanned=${encodeURIComponent(userId)}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? fill(data.t.title, { name: data.target.name }) : "Unban") },
];

export default function UnbanPage() {
  const { community, target, notBanned, t } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === location.pathname;
  const ban = target.ban;
  const refusal = reply?.result.error?.[""]?.join(" ");
  return (
    <div className="max-w-xl">
      <Link to={community.panelHref} className="text-sm font-semibold text-brand-700 hover:underline">
        {t.backToPanel}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{fill(t.heading, { name: target.name })}</h1>
      <section
        aria-label={fill(t.region, { name: target.name })}
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        {ban ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">{t.reason}</dt>
              <dd className="whitespace-pre-line break-words text-slate-800">{ban.reason}</dd>
              <dt className="text-slate-500">{t.bannedBy}</dt>
              <dd className="text-slate-800">{fill(t.byLine, { by: ban.bannedBy, at: ban.bannedAt, length: ban.length })}</dd>
              <dt className="text-slate-500">{t.ends}</dt>
              <dd className="text-slate-800">{ban.ends}</dd>
            </dl>
            <p className="mt-3 text-sm text-slate-600">{fill(t.mayJoin, { community: community.name })}</p>
            <ConfirmActions
              id="unban"
              lastResult={reply?.result}
              busy={busy}
              confirmLabel={t.unban}
              busyLabel={t.unbanning}
              back={{ to: community.panelHref, label: t.cancel }}
              tone="primary"
            />
          </>
        ) : (
          // Lifted or ended meanwhile (by another moderator, or this page's own post): nothing to confirm.
          <>
            <p role={reply ? "alert" : undefined} className="text-sm font-medium text-slate-800">
              {refusal ?? notBanned}
            </p>
            <Link to={community.panelHref} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
              {t.backToPanel}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
