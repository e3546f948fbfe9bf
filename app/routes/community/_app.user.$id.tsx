import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { Avatar, PostCard } from "~/components/community/PostCard";
import { LoadMoreLink } from "~/components/community/LoadMoreLink";
import { ErrorList, NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { replyWithRefusal } from "~/utils/form.server";
import { orNotFound } from "~/utils/http.server";
import { changeFollow, memberPostsPage, profileView } from "~/routes/community/parts/people.server";
import { requireUser } from "~/utils/session.server";
import { formatIndianNumber } from "@core/i18n/numbers";
import { ValidationError } from "@core/errors";
import { fill } from "~/i18n/catalogue";
import { PEOPLE, type PeopleMessages } from "~/i18n/community/people.server";
import { POST_CARD } from "~/i18n/community/posts.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * /user/{id} (spec community.md §2 "Public profile"): another member's profile as core gives it
 * (moderators: no follow button, no follower counts), Follow or Unfollow (forms posting here with
 * `intent`), and their posts only when the viewer follows them. One's own id goes to /profile.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const id = params.id ?? "";
  if (id === user.id) throw redirect("/profile");
  const url = new URL(request.url);
  const language = await pageLanguage(request);
  const t = PEOPLE.pick(language);
  const profile = await orNotFound(profileView(user, id, language));
  const feed = profile.isFollowing ? await memberPostsPage(user, profile._id, url.searchParams.get("cursor"), language) : null;
  const changed = url.searchParams.get("changed");
  const notice =
    changed === "follow" && profile.isFollowing
      ? fill(t.nowFollowing, { name: profile.name })
      : changed === "unfollow" && !profile.isFollowing
        ? fill(t.noLongerFollowing, { name: profile.name })
        : null;
  return { profile, feed, notice, t, cardT: POST_CARD.pick(language) };
}

const followSchema = z.object({ intent: z.enum(["follow", "unfollow"]) });

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const id = params.id ?? "";
  const submission = parseWithZod(await request.formData(), { schema: followSchema });
  try {
    if (submission.status !== "success") throw new ValidationError("Choose to follow or unfollow.");
    const { intent } = submission.value;
    await changeFollow(user, id, intent);
    return redirect(`/user/${encodeURIComponent(id)}?changed=${intent}`);
  } catch (error) {
    // Core's refusal with its status: "Moderators cannot be followed." (403), "User not found." (404), the rate limit.
    return replyWithRefusal(request, error, { logMessage: "follow change failed", logFields: { userId: user.id, targetId: id } });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data ? data.profile.name : "Member") }];

export default function PublicProfilePage() {
  const { profile, feed, notice, t, cardT } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const moderator = profile.role === "moderator";
  return (
    <div className="space-y-8">
      {notice ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {notice}
        </p>
      ) : null}
      <section aria-labelledby="profile-name" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start gap-4">
          <Avatar person={profile} size="h-20 w-20" />
          <div className="min-w-0 flex-1">
            <h1 id="profile-name" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {profile.name}
            </h1>
            <p className="mt-1 text-sm font-semibold text-brand-700">{moderator ? t.moderator : t.member}</p>
            {profile.location ? <p className="text-sm text-slate-600">{profile.location}</p> : null}
            <p className="text-sm text-slate-500">{fill(t.joined, { date: profile.joinedText })}</p>
            {profile.followingSinceText ? <p className="text-sm text-slate-500">{profile.followingSinceText}</p> : null}
          </div>
          <FollowForm
            canFollow={profile.canFollow}
            isFollowing={profile.isFollowing}
            name={profile.name}
            t={t}
            lastResult={reply?.result ?? null}
          />
        </div>
        {profile.bio ? <p className="mt-4 whitespace-pre-line break-words text-slate-800">{profile.bio}</p> : null}

        <dl className="mt-5 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <Stat label={t.posts} value={profile.totalPosts} />
          <Stat label={t.communities} value={profile.totalCommunities} />
          <Stat label={t.postsLast30Days} value={profile.postsLast30Days} />
          {profile.totalFollowers !== null ? <Stat label={t.followers} value={profile.totalFollowers} /> : null}
          {profile.totalFollowing !== null ? <Stat label={t.followingCount} value={profile.totalFollowing} /> : null}
        </dl>

        {profile.interests.length > 0 ? (
          <div className="mt-5">
            <h2 className="text-sm font-semibold text-slate-900">{t.interests}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {profile.interests.map((interest) => (
                <li key={interest} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                  {interest}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="mt-5">
          <h2 className="text-sm font-semibold text-slate-900">{t.inCommon}</h2>
          {profile.commonCommunityLinks.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t.noneYet}</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2">
              {profile.commonCommunityLinks.map((c) => (
                <li key={c._id}>
                  <a href={c.href} className="text-sm font-medium text-brand-700 hover:underline">
                    {c.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="posts-heading">
        <h2 id="posts-heading" className="text-xl font-semibold text-slate-900">
          {t.posts}
        </h2>
        {!feed ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
            {profile.canFollow ? t.postsHidden : t.followersOnly}
          </p>
        ) : feed.posts.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
            {t.noPostsYet}
          </p>
        ) : (
          <ul className="mt-4 max-w-3xl space-y-4">
            {feed.posts.map((post) => (
              <PostCard key={post._id} post={post} t={cardT} />
            ))}
          </ul>
        )}
        <LoadMoreLink cursor={feed?.nextCursor ?? null} label={t.loadMore} />
      </section>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{formatIndianNumber(value)}</dd>
    </div>
  );
}

function FollowForm({
  canFollow,
  isFollowing,
  name,
  t,
  lastResult,
}: {
  canFollow: boolean;
  isFollowing: boolean;
  name: string;
  t: PeopleMessages;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { form, formProps } = useKitForm(NO_FIELDS, { id: "follow", lastResult });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  // Spec §2: Follow only when not following (and never for a moderator); Unfollow when following.
  const intent = isFollowing ? "unfollow" : canFollow ? "follow" : null;
  return (
    <div className="shrink-0">
      {intent ? (
        <Form method="post" {...formProps}>
          <input type="hidden" name="intent" value={intent} />
          <SubmitButton
            busy={busy}
            busyLabel={intent === "follow" ? t.following : t.unfollowing}
            className={
              intent === "follow"
                ? "rounded-md bg-brand-600 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
                : "rounded-md border border-slate-300 px-5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-75"
            }
          >
            {intent === "follow" ? t.follow : t.unfollow}
            <span className="sr-only"> {name}</span>
          </SubmitButton>
        </Form>
      ) : null}
      <ErrorList id={form.errorId} errors={form.errors} />
    </div>
  );
}
