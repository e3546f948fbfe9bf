import { contextHandler } from "../context-dispatch";
import { handler as communitiesMember } from "../communities-member";
import { handler as communitiesNotmember } from "../communities-notmember";
import { handler as communityGet } from "../community-get";
import { handler as communityJoin } from "../community-join";
import { handler as communityLeave } from "../community-leave";
import { handler as communityBanner } from "../community-banner";
import { handler as postsCreate } from "../posts-create";
import { handler as postsGet } from "../posts-get";
import { handler as postsDelete } from "../posts-delete";
import { handler as postsCommunity } from "../posts-community";
import { handler as postsReact } from "../posts-react";
import { handler as postsUploadForm } from "../posts-upload-form";
import { handler as postsFile } from "../posts-file";

/** The community: communities and membership (posts, comments, likes, saves and follows join as they are built). */
export const handler = contextHandler("community", {
  "communities-member": communitiesMember,
  "communities-notmember": communitiesNotmember,
  "community-get": communityGet,
  "community-join": communityJoin,
  "community-leave": communityLeave,
  "community-banner": communityBanner,
  "posts-create": postsCreate,
  "posts-get": postsGet,
  "posts-delete": postsDelete,
  "posts-community": postsCommunity,
  "posts-react": postsReact,
  "posts-upload-form": postsUploadForm,
  "posts-file": postsFile,
});
