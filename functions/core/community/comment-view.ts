import { DELETED_MEMBER_NAME, profileImageUrl, type User } from "../account/user";
import { getUsers } from "../account/user-store";
import type { Table } from "../ports/table/table";
import type { Comment } from "./comment";

/** A comment as the API answers it (spec community.md §3 "Comment"). */
export interface ApiComment {
  _id: string;
  content: string;
  createdAt: string;
  user: { _id: string; name: string; avatar: string };
}

/** The author's public face; an author whose account is gone shows as "Deleted member", as on posts (decision 052). */
export function authorOf(authorId: string, author: User | undefined): ApiComment["user"] {
  return author
    ? { _id: author.id, name: author.name, avatar: profileImageUrl(author.profileImage) }
    : { _id: authorId, name: DELETED_MEMBER_NAME, avatar: profileImageUrl("") };
}

/** Comments with their authors, read in one BatchGet. */
export async function toApiComments(table: Table, comments: Comment[]): Promise<ApiComment[]> {
  const authors = await getUsers(
    table,
    comments.map((c) => c.authorId),
  );
  return comments.map((c) => ({
    _id: c.id,
    content: c.content,
    createdAt: c.createdAt,
    user: authorOf(c.authorId, authors.get(c.authorId)),
  }));
}
