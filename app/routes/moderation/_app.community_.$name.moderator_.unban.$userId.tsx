import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { ConfirmActions } from "~/components/kit/ConfirmActions";
import { pageTitle } from "~/utils/brand";
import { BAN_MESSAGES } from "@core/moderation/moderation-texts";
import { replyWithRefusal } from "~/utils/form.server";
import { banTarget, moderatorHref, requireCommunityModerator, unban } from "~/routes/moderation/parts/moderation-page.server";

/**
 * /community/{name}/moderator/unban/{userId} (issue 29 item 11): the confirmation before lifting a
 * ban. With JavaScript the panel asks in a dialog and posts here; without it, its Unban button leads
 * here. A ban already lifted or ended is core's refusal, shown on this page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, community } = await requireCommunityModerator(request, params.name);
  const target = await banTarget(user, community, params.userId);
  return { community: { name: community.name, panelHref: moderatorHref(community) }, target };
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data ? `Unban ${data.target.name}` : "Unban") }];

export default function UnbanPage() {
  const { community, target } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === location.pathname;
  const ban = target.ban;
  const refusal = reply?.result.error?.[""]?.join(" ");
  return (
    <div className="max-w-xl">
      <Link to={community.panelHref} className="text-sm font-semibold text-brand-700 hover:underline">
        Back to the Moderation Panel
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">Unban {target.name}?</h1>
      <section aria-label={`Unban ${target.name}`} className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {ban ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">Reason</dt>
              <dd className="whitespace-pre-line break-words text-slate-800">{ban.reason}</dd>
              <dt className="text-slate-500">Banned by</dt>
              <dd className="text-slate-800">
                {ban.bannedBy}, {ban.bannedAt} ({ban.length})
              </dd>
              <dt className="text-slate-500">Ends</dt>
              <dd className="text-slate-800">{ban.ends}</dd>
            </dl>
            <p className="mt-3 text-sm text-slate-600">They may join {community.name} again; they are not added back.</p>
            <ConfirmActions
              id="unban"
              lastResult={reply?.result}
              busy={busy}
              confirmLabel="Unban"
              busyLabel="Unbanning..."
              back={{ to: community.panelHref, label: "Cancel" }}
              tone="primary"
            />
          </>
        ) : (
          // Lifted or ended meanwhile (by another moderator, or this page's own post): nothing to confirm.
          <>
            <p role={reply ? "alert" : undefined} className="text-sm font-medium text-slate-800">
              {refusal ?? BAN_MESSAGES.notBanned}
            </p>
            <Link to={community.panelHref} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
              Back to the Moderation Panel
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
