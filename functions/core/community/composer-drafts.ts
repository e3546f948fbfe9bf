import type { User } from "../account/user";
import { ValidationError } from "../errors";
import type { Table } from "../ports/table/table";
import type { Community } from "./community";
import { requireMemberOf } from "./membership";
import { POST_LIMITS, POST_MESSAGES } from "./post";

/**
 * The composer's text, kept while its author adds a picture or video without JavaScript (issue 29,
 * decision 041). A form to this app cannot carry the file, and the bucket's form cannot carry the
 * text back, so the composer's "Add a photo or video" button stores what was typed here, and the
 * upload page (and the composer, if the member goes back) shows it again to edit and post.
 *
 * Not a post draft (post-drafts.ts): those are posts the content check holds, listed to moderators
 * and swept; this is unchecked text that only its author ever reads. One per member and community,
 * replaced by each "Add a photo or video" and removed when a post is published there. It lives a
 * day: a text abandoned mid-upload is not kept for ever.
 */
type Person = Pick<User, "id">;

export const COMPOSER_DRAFT_SECONDS = 86_400;

const draftKey = (userId: string, communityId: string) => ({ pk: `USER#${userId}`, sk: `COMPOSE#${communityId}` });

interface ComposerDraftItem {
  pk: string;
  sk: string;
  entity: "composer-draft";
  content: string;
  savedAt: string;
  expiresAt: string;
  ttl: number;
}

/**
 * Keeps a member's text for this community (members only, as posting is). Text over the post limit
 * is refused with the post's own message and nothing is stored; blank text removes any kept draft.
 */
export async function saveComposerDraft(
  table: Table,
  person: Person,
  community: Community,
  content: string,
  now = new Date(),
): Promise<void> {
  await requireMemberOf(table, person, community);
  if (content.length > POST_LIMITS.maxChars) throw new ValidationError(POST_MESSAGES.tooLong, { content: [POST_MESSAGES.tooLong] });
  const key = draftKey(person.id, community.id);
  if (!content.trim()) return table.delete(key.pk, key.sk);
  const expiresAt = new Date(now.getTime() + COMPOSER_DRAFT_SECONDS * 1000);
  const item: ComposerDraftItem = {
    ...key,
    entity: "composer-draft",
    content,
    savedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ttl: Math.floor(expiresAt.getTime() / 1000),
  };
  await table.put(item);
}

/** The member's own kept text for this community, or "" (none, or past its day: TTL deletes late). */
export async function readComposerDraft(table: Table, person: Person, communityId: string, now = new Date()): Promise<string> {
  const key = draftKey(person.id, communityId);
  // Consistent: it is read right after the redirect that follows its writing.
  const item = await table.get<ComposerDraftItem>(key.pk, key.sk, true);
  return item && Date.parse(item.expiresAt) > now.getTime() ? item.content : "";
}

/** Once a post is published the text it started from is no longer needed. */
export async function clearComposerDraft(table: Table, person: Person, communityId: string): Promise<void> {
  const key = draftKey(person.id, communityId);
  await table.delete(key.pk, key.sk);
}
