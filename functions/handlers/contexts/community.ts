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
import { handler as postsComment } from "../posts-comment";
import { handler as postsComments } from "../posts-comments";
import { handler as communitiesReport } from "../communities-report";
import { handler as communityModerationRead } from "../community-moderation-read";
import { handler as communityBan } from "../community-ban";
import { handler as reportedPostAction } from "../reported-post-action";
import { handler as postsFollowing } from "../posts-following";
import { handler as postsSaved } from "../posts-saved";
import { handler as postsUser } from "../posts-user";
import { handler as usersFollow } from "../users-follow";
import { handler as usersFollowing } from "../users-following";
import { handler as usersPublicProfile } from "../users-public-profile";
import { handler as usersPublicList } from "../users-public-list";
import { handler as postsUploadForm } from "../posts-upload-form";
import { handler as postsFile } from "../posts-file";
import { handler as postsConfirm } from "../posts-confirm";
import { handler as postsReject } from "../posts-reject";

/** The community: communities and membership, posts, comments, likes, saves, reports, follows and public profiles. */
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
  "posts-comment": postsComment,
  "posts-comments": postsComments,
  "communities-report": communitiesReport,
  "community-moderation-read": communityModerationRead,
  "community-ban": communityBan,
  "reported-post-action": reportedPostAction,
  "posts-following": postsFollowing,
  "posts-saved": postsSaved,
  "posts-user": postsUser,
  "users-follow": usersFollow,
  "users-following": usersFollowing,
  "users-public-profile": usersPublicProfile,
  "users-public-list": usersPublicList,
  "posts-upload-form": postsUploadForm,
  "posts-file": postsFile,
  "posts-confirm": postsConfirm,
  "posts-reject": postsReject,
});
