import type { PostPageData } from "~/components/community/post-data";
import { PostView } from "~/components/community/PostView";
import { mountIsland } from "./mount";
import { ISLANDS } from "./names";

/** The browser entry of /post/{id}: React and the post page's content, not the Remix runtime. */
mountIsland<PostPageData>(ISLANDS.post.name, (d) => <PostView d={d} />);
