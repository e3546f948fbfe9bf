import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { Avatar } from "~/components/community/PostCard";
import { LoadMoreLink } from "~/components/community/LoadMoreLink";
import { ErrorList, NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { replyWithRefusal } from "~/utils/form.server";
import { changeFollow, followingPage } from "~/routes/community/parts/people.server";
import { requireUser } from "~/utils/session.server";
import { getUser } from "@core/account/user-store";
import { FOLLOW_MESSAGES } from "@core/community/follow";
import { NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { fill } from "~/i18n/catalogue";
import { PEOPLE, type PeopleMessages } from "~/i18n/community/people.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * /following (spec community.md §2): "People you're following", most recently followed first, each
 * with the following-since date and an Unfollow button (a form posting here; core unfollows).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const cursor = params.get("cursor");
  const unfollowedId = params.get("unfollowed");
  const language = await pageLanguage(request);
  const [page, unfollowed] = await Promise.all([
    followingPage(user, cursor, language),
    unfollowedId && unfollowedId.length <= 100 ? getUser(services().table, unfollowedId) : undefined,
  ]);
  const t = PEOPLE.pick(language);
  return {
    ...page,
    paged: Boolean(cursor),
    notice: unfollowed ? fill(t.noLongerFollowing, { name: unfollowed.name }) : null,
    t,
  };
}

const unfollowSchema = z.object({ userId: z.string().min(1).max(100) });

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: unfollowSchema });
  const userId = submission.status === "success" ? submission.value.userId : "";
  try {
    if (!userId) throw new NotFoundError(FOLLOW_MESSAGES.userNotFound);
    await changeFollow(user, userId, "unfollow");
    return redirect(`/following?unfollowed=${encodeURIComponent(userId)}`);
  } catch (error) {
    return replyWithRefusal(request, error, {
      logMessage: "unfollow failed",
      logFields: { userId: user.id, followedId: userId },
      extra: { userId },
    });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.followingTitle ?? "People you're following") }];

export default function Following() {
  const { entries, nextCursor, paged, notice, t } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const unmatched = reply && !entries.some((e) => e._id === reply.userId) ? reply.result : null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.followingTitle}</h1>
      {notice ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {notice}
        </p>
      ) : null}
      {unmatched ? <ErrorList id="unfollow-error" errors={unmatched.error?.[""]} className="rounded-md bg-red-50 px-4 py-3" /> : null}
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
          {paged ? t.noMorePeople : t.notFollowingAnyone}
        </p>
      ) : (
        <ul className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {entries.map((entry) => (
            <li key={entry._id} className="flex flex-wrap items-center gap-4 px-4 py-4 sm:px-5">
              <Avatar person={entry} size="h-12 w-12" />
              <div className="min-w-0 flex-1">
                <a href={entry.href} className="font-semibold text-slate-900 hover:underline">
                  {entry.name}
                </a>
                {entry.location ? <p className="text-sm text-slate-600">{entry.location}</p> : null}
                <p className="text-sm text-slate-500">{entry.sinceText}</p>
              </div>
              <UnfollowForm userId={entry._id} name={entry.name} t={t} lastResult={reply?.userId === entry._id ? reply.result : null} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreLink cursor={nextCursor} label={t.loadMore} />
    </div>
  );
}

function UnfollowForm({
  userId,
  name,
  t,
  lastResult,
}: {
  userId: string;
  name: string;
  t: PeopleMessages;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { form, formProps } = useKitForm(NO_FIELDS, { id: `unfollow-${userId}`, lastResult });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("userId") === userId;
  return (
    <Form method="post" {...formProps}>
      <input type="hidden" name="userId" value={userId} />
      <SubmitButton
        busy={busy}
        busyLabel={t.unfollowing}
        className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-75"
      >
        {t.unfollow}
        <span className="sr-only"> {name}</span>
      </SubmitButton>
      <ErrorList id={form.errorId} errors={form.errors} />
    </Form>
  );
}
