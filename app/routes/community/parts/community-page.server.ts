import { redirect } from "@remix-run/node";
import { DELETED_MEMBER_NAME, type User } from "@core/account/user";
import { getUsers } from "@core/account/user-store";
import { COMMUNITY_MESSAGES, communityTexts, memberCountText, type Community } from "@core/community/community";
import type { Language } from "@core/i18n/languages";
import { translateMessage } from "@core/i18n/messages";
import { findCommunityByAddress } from "@core/community/community-store";
import { communitiesFor, requireMemberOf } from "@core/community/membership";
import { imageSrcSet, pageMediaUrl, toApiPosts, type ApiPost } from "@core/community/post-view";
import { followingFeed } from "@core/community/feeds";
import { communityFeed, type PostView } from "@core/community/posts";
import { createUploadForm, inspectUpload, type InspectedUpload, type UploadFormAnswer } from "@core/community/post-media";
import { publishPost as publishMemberPost } from "@core/community/publish-post";
import { authorWaitingList, draftState } from "@core/community/post-drafts";
import { dismissRefusal } from "@core/community/draft-removal";
import { clearComposerDraft, readComposerDraft, saveComposerDraft } from "@core/community/composer-drafts";
import { CONTENT_MESSAGES } from "@core/content-check/content-messages";
import type { MediaKind } from "@core/media/file-type";
import { profileImageUrl } from "@core/account/user";
import { ContentRefusedError, ForbiddenError, NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { formatIndia } from "@core/time/india-time";
import type { CommunityPanelData, FeedPage, FeedTab, PostCardData, WaitingPost } from "~/components/community/community-data";
import { communityHref, joinHref } from "~/components/community/community-links";
import { accessDeniedHref } from "~/routes/community/parts/access-denied.server";
import { communityAtAddress } from "~/routes/community/parts/community-address.server";
import { communityCard } from "~/utils/community-view.server";
import { notFound } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

/**
 * The server half of the community pages (spec community.md §2): who may open them, and the data
 * their islands render. Core decides membership; a non-member is sent to /access-denied (spec §8),
 * whatever page or JSON address they asked for.
 */

/** The community named in the URL (slug or name), for a member of it; core's NotFoundError or ForbiddenError otherwise. */
export async function memberCommunity(user: User, name: string | undefined): Promise<Community> {
  const community = name ? await findCommunityByAddress(services().table, name) : undefined;
  if (!community) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
  await requireMemberOf(services().table, user, community);
  return community;
}

/**
 * For a page: the signed-in member and the community, at its readable address (a 301 from any
 * other spelling). A non-member is asked to join (issue 29: the join confirmation); a banned member
 * goes to /access-denied, which says until when.
 */
export async function requireCommunityMember(request: Request, name: string | undefined): Promise<{ user: User; community: Community }> {
  const { user } = await requireUser(request);
  const community = await communityAtAddress(request, name);
  if (!community) notFound();
  try {
    await requireMemberOf(services().table, user, community);
    return { user, community };
  } catch (error) {
    if (error instanceof ForbiddenError) throw redirect(await accessDeniedHref(user, community, { offerJoin: true }));
    throw error;
  }
}

/** Where a member's name links: their public profile, or /profile for the viewer (spec §2). */
export function profileHref(userId: string, viewerId: string): string {
  return userId === viewerId ? "/profile" : `/user/${encodeURIComponent(userId)}`;
}

/** A post as the cards and the post page show it: core's API shape with the page's links and dates. */
export function toPostCard(post: ApiPost, viewerId: string, language: Language): PostCardData {
  return {
    _id: post._id,
    content: post.content,
    fileType: post.fileType,
    // The pages' members-only addresses (cookie session); the API's fileUrl takes a bearer token.
    fileUrl: post.fileUrl ? pageMediaUrl(post._id, "web") : "",
    fullUrl: post.fileUrl ? pageMediaUrl(post._id, "full") : "",
    ...pictureSizes(post),
    user: { ...post.user, href: profileHref(post.user._id, viewerId) },
    community: { ...post.community, href: communityHref(post.community.name) },
    createdAt: post.createdAt,
    dateText: formatIndia(post.createdAt, language),
    likeCount: post.likeCount,
    likedByMe: post.likedByMe,
    savedByCount: post.savedByCount,
    savedByMe: post.savedByMe,
    commentCount: post.commentCount,
    href: `/post/${encodeURIComponent(post._id)}`,
  };
}

/** A picture's `srcset` over the pages' addresses, and its size so nothing shifts as it loads. */
function pictureSizes(post: ApiPost): Pick<PostCardData, "srcSet" | "width" | "height"> {
  const links = post.imageVariants;
  if (!links) return {};
  const page = {
    web: { ...links.web, url: pageMediaUrl(post._id, links.web.url === links.full.url ? "full" : "web") },
    full: { ...links.full, url: pageMediaUrl(post._id, "full") },
  };
  return { srcSet: imageSrcSet(page), width: links.full.width, height: links.full.height };
}

export { communityHref };

/** Cards for a page of one community's posts, authors read in one BatchGet. */
export async function postCards(posts: PostView[], community: Community, viewerId: string, language: Language): Promise<PostCardData[]> {
  const api = await toApiPosts(services().table, posts, community, viewerId);
  return api.map((post) => toPostCard(post, viewerId, language));
}

/** The side panel (spec §2): description, rules, member count and moderators, with the viewer's role; the communities to join. */
export async function communityPanel(community: Community, viewer: User, language: Language): Promise<CommunityPanelData> {
  const card = communityCard(community, { id: viewer.id, isMember: true }, language);
  const [moderators, { notJoined }] = await Promise.all([
    getUsers(services().table, community.moderators),
    communitiesFor(services().table, viewer),
  ]);
  return {
    ...card,
    href: communityHref(community.name),
    rules: communityTexts(community, language).rules,
    moderators: community.moderators.map((id) => {
      const user = moderators.get(id);
      return {
        _id: id,
        name: user?.name ?? DELETED_MEMBER_NAME,
        avatar: profileImageUrl(user?.profileImage ?? ""),
        href: profileHref(id, viewer.id),
      };
    }),
    memberText: memberCountText(community.memberCount, language),
    toJoin: notJoined.map((c) => ({
      _id: c.id,
      name: c.name,
      memberText: memberCountText(c.memberCount, language),
      joinHref: joinHref(c.id),
    })),
  };
}

/** Which feed tab a URL asks for: "You're following" is `?tab=following`, anything else is 'All posts'. */
export function feedTab(url: URL): FeedTab {
  return url.searchParams.get("tab") === "following" ? "following" : "all";
}

/**
 * One page of a community's feed for the viewer: 'All posts' or the posts of members they follow
 * (spec §2), from `cursor` on. A cursor that is not this feed's (an old or edited link) is refused by
 * core with a ValidationError.
 */
export async function feedPage(
  user: User,
  community: Community,
  tab: FeedTab,
  cursor: string | null,
  language: Language,
): Promise<FeedPage> {
  const page =
    tab === "following"
      ? await followingFeed(services().table, user, community.id, { cursor })
      : await communityFeed(services().table, user, community.id, { cursor });
  return { posts: await postCards(page.posts, community, user.id, language), nextCursor: page.cursor ?? null };
}

/** What a composer shows after posting: the new post's card, or that it waits for its content check. */
export type Published = { card: PostCardData } | { held: string; review: boolean };

/** Where a page without JavaScript sends the member after posting: the notice says published, held, or waiting for review. */
export function postedQuery(published: Published): string {
  return "held" in published ? (published.review ? "held=review" : "held=1") : "posted=1";
}

/**
 * Publishes a member's post from the composer's form fields: `content`, and `upload`, the key of a
 * file the browser has sent to the bucket (decision 012). Core checks the text, the file, the rate
 * and the content (issue 12); its refusals are thrown (ContentRefusedError carries the check's type).
 */
export async function publishPost(user: User, community: Community, form: FormData, language: Language): Promise<Published> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const input = { content: field("content"), upload: field("upload").slice(0, 300) };
  // The text it may have started from (kept while a file was added without JavaScript) is done with
  // once the check has judged it: published or held, or refused (nothing of refused content is kept;
  // the refusal's dialog hands the text back). A mistake such as too short a text keeps it.
  const result = await publishMemberPost(services(), user, community.id, input).catch(async (error: unknown) => {
    if (error instanceof ContentRefusedError) await clearComposerDraft(services().table, user, community.id);
    throw error;
  });
  await clearComposerDraft(services().table, user, community.id);
  if (result.state === "held") return { held: translateMessage(result.message, language), review: draftState(result.draft) === "review" };
  const [card] = await postCards([result.post], result.community, user.id, language);
  return { card: card! };
}

/**
 * A signed form for one picture or video (decision 012). With JavaScript the composer asks for one
 * per chosen file (its type known); the upload page without it asks for one per kind, and the bucket
 * sends the browser back to `redirectTo` once the file is in.
 */
export function uploadForm(
  user: User,
  community: Community,
  input: { kind?: MediaKind; contentType?: string; redirectTo?: string },
): Promise<UploadFormAnswer> {
  return createUploadForm(services(), user, community.id, input);
}

/** What the bucket holds under a key it sent the browser back with: the caller's own, a picture or video, 50 MB at most. */
export function checkUpload(user: User, key: string): Promise<InspectedUpload> {
  return inspectUpload(services(), user.id, key.slice(0, 300));
}

/**
 * The viewer's own waiting posts in this community, newest first, and those the check refused after
 * they left the page (dismissable). Pending answers are not listed: their modal has passed.
 */
export async function waitingPosts(
  user: User,
  community: Community,
  language: Language,
  texts: { held: string; checking: string },
): Promise<WaitingPost[]> {
  const entries = await authorWaitingList(services().table, user.id, community.id);
  const stateText = { ...texts, review: translateMessage(CONTENT_MESSAGES.reviewState, language) };
  return entries.flatMap((entry): WaitingPost[] => {
    if (entry.kind === "refused") {
      const { id, createdAt, refused } = entry.refused;
      return [
        {
          id,
          content: "",
          dateText: formatIndia(createdAt, language),
          stateText: translateMessage(CONTENT_MESSAGES.refusedLater(refused), language),
          refused: true,
        },
      ];
    }
    const state = draftState(entry.draft);
    if (state === "pending") return [];
    const { id, content, createdAt } = entry.draft;
    return [{ id, content, dateText: formatIndia(createdAt, language), stateText: stateText[state], refused: false }];
  });
}

/** The author dismisses the notice of a refused post (a form on their waiting list). */
export async function dismissRefusedPost(user: User, form: FormData): Promise<void> {
  await dismissRefusal(services().table, user, String(form.get("postId") ?? "").slice(0, 100));
}

/**
 * "Add a photo or video" without JavaScript (decision 041): keeps the composer's text for the upload
 * page, which shows it to edit and post with the file. Too long a text is core's ValidationError.
 */
export async function keepComposerText(user: User, community: Community, form: FormData): Promise<void> {
  const content = form.get("content");
  await saveComposerDraft(services().table, user, community, typeof content === "string" ? content : "");
}

/** The member's kept composer text for this community, or "". */
export function keptComposerText(user: User, community: Community): Promise<string> {
  return readComposerDraft(services().table, user, community.id);
}
