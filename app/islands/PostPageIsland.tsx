import type { PostPageData } from "~/components/community/post-data";
import { PostView } from "~/components/community/PostView";
import { Island } from "./Island";
import { ISLANDS } from "./names";

/** What the post page's action answers when it refuses a control sent without JavaScript. */
export interface PostPageRefusal {
  error: string | null;
  commentError: string | null;
}

/**
 * The post page's content as an island, for /post/{id} and /my/post/{id} (both routes export
 * `handle = { island: ISLANDS.post.name }`): the loader's page, with the action's refusal shown
 * where it belongs, under the post's controls or, for a comment, under the comment form.
 */
export function PostPageIsland({ loaded, refusal }: { loaded: PostPageData; refusal: PostPageRefusal | undefined }) {
  const d: PostPageData = {
    ...loaded,
    error: refusal?.error ?? null,
    comments: { ...loaded.comments, error: refusal?.commentError ?? null },
  };
  return (
    <Island name={ISLANDS.post.name} props={d}>
      <PostView d={d} />
    </Island>
  );
}
