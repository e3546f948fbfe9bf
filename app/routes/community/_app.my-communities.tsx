import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { CommunityCard } from "~/components/community/CommunityCard";
import { ErrorList, NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import type { SubmissionResult } from "@conform-to/react";
import { pageTitle } from "~/utils/brand";
import { communityCard } from "~/utils/community-view.server";
import { replyWithRefusal } from "~/utils/form.server";
import { requireUser } from "~/utils/session.server";
import { COMMUNITY_MESSAGES } from "@core/community/community";
import { getCommunity } from "@core/community/community-store";
import { communitiesFor, leaveCommunity } from "@core/community/membership";
import { ValidationError } from "@core/errors";
import { services } from "@core/services";
import { fill } from "~/i18n/catalogue";
import { COMMUNITIES, type CommunitiesMessages } from "~/i18n/community/communities.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * /my-communities (spec community.md §2; layout ours): the communities the member has joined, and
 * leaving one ('Leave Community'). A moderator has no Leave button (spec §6: moderators cannot
 * leave). Leaving posts here, one form per community; the reply names the community it is for.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const { joined } = await communitiesFor(services().table, user);
  const named = async (id: string | null) => (id && id.length <= 100 ? (await getCommunity(services().table, id))?.name : undefined);
  const [joinedName, leftName, language] = await Promise.all([
    named(params.get("joined")),
    named(params.get("left")),
    pageLanguage(request),
  ]);
  const t = COMMUNITIES.pick(language);
  return {
    joined: joined.map((c) => communityCard(c, { id: user.id, isMember: true }, language)),
    notice: joinedName ? fill(t.youJoined, { name: joinedName }) : leftName ? fill(t.youLeft, { name: leftName }) : null,
    t,
  };
}

const leaveSchema = z.object({ communityId: z.string().min(1).max(100) });

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: leaveSchema });
  const communityId = submission.status === "success" ? submission.value.communityId : "";
  try {
    if (!communityId) throw new ValidationError(COMMUNITY_MESSAGES.leaveFailed);
    await leaveCommunity(services().table, user, communityId);
    return redirect(`/my-communities?left=${encodeURIComponent(communityId)}`);
  } catch (error) {
    // Spec §8: "Error leaving community"; a moderator is told why.
    return replyWithRefusal(request, error, {
      logMessage: "community leave failed",
      logFields: { userId: user.id, communityId },
      unexpected: COMMUNITY_MESSAGES.leaveFailed,
      refused: COMMUNITY_MESSAGES.leaveFailed,
      extra: { communityId },
    });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.myTitle ?? "My communities") }];

export default function MyCommunities() {
  const { joined, notice, t } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const unmatched = reply && !joined.some((c) => c._id === reply.communityId) ? reply.result : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.myTitle}</h1>
        <Link to="/communities" className="text-sm font-semibold text-brand-700 hover:underline">
          {t.findToJoin}
        </Link>
      </div>
      {notice ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {notice}
        </p>
      ) : null}
      {unmatched ? <ErrorList id="leave-error" errors={unmatched.error?.[""]} className="rounded-md bg-red-50 px-4 py-3" /> : null}
      {joined.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
          {t.noneJoined}{" "}
          <Link to="/communities" className="font-semibold text-brand-700 hover:underline">
            {t.seeCommunities}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {joined.map((c) => (
            <CommunityCard key={c._id} community={c} memberText={c.memberText} moderatorLabel={t.moderator}>
              {c.isModerator ? (
                <p className="text-sm text-slate-600">{t.youModerate}</p>
              ) : (
                <LeaveForm communityId={c._id} name={c.name} t={t} lastResult={reply?.communityId === c._id ? reply.result : null} />
              )}
            </CommunityCard>
          ))}
        </ul>
      )}
    </div>
  );
}

function LeaveForm({
  communityId,
  name,
  t,
  lastResult,
}: {
  communityId: string;
  name: string;
  t: CommunitiesMessages;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { form, formProps } = useKitForm(NO_FIELDS, { id: `leave-${communityId}`, lastResult });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("communityId") === communityId;
  return (
    <Form method="post" {...formProps} className="w-full">
      <input type="hidden" name="communityId" value={communityId} />
      <SubmitButton
        busy={busy}
        busyLabel={t.leaving}
        className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-75"
      >
        {t.leave}
        <span className="sr-only"> {name}</span>
      </SubmitButton>
      <ErrorList id={form.errorId} errors={form.errors} />
    </Form>
  );
}
