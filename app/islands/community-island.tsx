import { CommunityView, type CommunityPageData } from "~/components/community/CommunityView";
import { mountIsland } from "./mount";
import { ISLANDS } from "./names";

/** The browser entry of /community/{name}: React and the community page's content, not the Remix runtime. */
mountIsland<CommunityPageData>(ISLANDS.community.name, (d) => <CommunityView d={d} />);
