import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BackLink, BanForm, banSchema } from "~/components/moderation/BanForm";
import { pageTitle } from "~/utils/brand";
import { BAN_MESSAGES } from "@core/moderation/moderation-texts";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { ban, banTarget, moderatorHref, requireCommunityModerator } from "~/routes/moderation/parts/moderation-page.server";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { pageLanguage } from "~/i18n/language.server";
import { BAN_PAGE, banFormTexts, type BanPageMessages } from "~/i18n/moderation/ban.server";

/**
 * /community/{name}/moderator/ban/{userId} (issue 29 item 11): banning one member, on a page of its
 * own. The moderation panel's Ban button opens the same form in a dialog with JavaScript and posts
 * here; without JavaScript the button leads here. Either way a refusal comes back on this page,
 * next to the form, and a ban goes back to the panel, which says until when. Core (bans.ts) decides:
 * moderators only, no banning yourself or another moderator, a reason and a listed length.
 * Texts in the page's language (app/i18n/moderation/ban.server.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, community } = await requireCommunityModerator(request, params.name);
  const language = await pageLanguage(request);
  const target = await banTarget(user, community, params.userId, language);
  const self = target.userId === user.id;
  // Why this member cannot be banned, said before the form (core refuses the same if it is posted anyway).
  const cannot = self ? BAN_MESSAGES.self : target.moderator ? BAN_MESSAGES.moderator : null;
  return {
    community: { name: community.name, panelHref: moderatorHref(community) },
    target,
    self,
    cannot: cannot ? translateMessage(cannot, language) : null,
    t: BAN_PAGE.pick(language) as BanPageMessages,
    banForm: banFormTexts(language),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, community } = await requireCommunityModerator(request, params.name);
  const submission = parseWithZod(await request.formData(), { schema: banSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  const userId = params.userId ?? "";
  try {
    await ban(user, community, { userId, ...submission.value });
  } catch (error) {
    return replyWithError(request, submission, error, {
      logMessage: "ban failed",
      logFields: { userId: user.id, communityId: community.id },
    });
  }
  return redirect(`${moderatorHref(community)}?banned=${encodeURIComponent(userId)}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? fill(data.t.title, { name: data.target.name }) : "Ban") },
];

export default function BanPage() {
  const { community, target, cannot, t, banForm } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="max-w-xl">
      <Link to={community.panelHref} className="text-sm font-semibold text-brand-700 hover:underline">
        {t.backToPanel}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{fill(t.heading, { name: target.name })}</h1>
      <p className="mt-1 text-slate-600">
        {fill(t.from, { community: community.name })}{" "}
        <Link to={target.href} className="font-semibold text-brand-700 hover:underline">
          {t.seeProfile}
        </Link>
      </p>
      <section
        aria-label={fill(t.region, { name: target.name })}
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        {target.ban ? (
          <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {fill(t.alreadyBanned, { ends: target.ban.ends })}
          </p>
        ) : !target.member ? (
          <p className="mb-4 text-sm text-slate-600">{t.notMember}</p>
        ) : null}
        {cannot ? (
          <p className="text-sm font-medium text-slate-800">{cannot}</p>
        ) : (
          <BanForm
            id="ban"
            action={target.banHref}
            name={target.name}
            lastResult={reply?.result}
            texts={banForm}
            cancel={<BackLink to={community.panelHref} label={banForm.t.cancel} />}
          />
        )}
      </section>
    </div>
  );
}
