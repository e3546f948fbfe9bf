import { contextHandler } from "../shared/context-dispatch";
import { handler as communitiesMember } from "../community/communities-member";
import { handler as communitiesNotmember } from "../community/communities-notmember";
import { handler as communityGet } from "../community/community-get";
import { handler as communityJoin } from "../community/community-join";
import { handler as communityLeave } from "../community/community-leave";
import { handler as communityBanner } from "../community/community-banner";
import { handler as postsCreate } from "../community/posts-create";
import { handler as postsGet } from "../community/posts-get";
import { handler as postsDelete } from "../community/posts-delete";
import { handler as postsCommunity } from "../community/posts-community";
import { handler as postsReact } from "../community/posts-react";
import { handler as postsComment } from "../community/posts-comment";
import { handler as postsComments } from "../community/posts-comments";
import { handler as communitiesReport } from "../community/communities-report";
import { handler as communityModerationRead } from "../community/community-moderation-read";
import { handler as communityBan } from "../community/community-ban";
import { handler as reportedPostAction } from "../community/reported-post-action";
import { handler as postsFollowing } from "../community/posts-following";
import { handler as postsSaved } from "../community/posts-saved";
import { handler as postsUser } from "../community/posts-user";
import { handler as usersFollow } from "../community/users-follow";
import { handler as usersFollowing } from "../community/users-following";
import { handler as usersPublicProfile } from "../community/users-public-profile";
import { handler as usersPublicList } from "../community/users-public-list";
import { handler as postsUploadForm } from "../community/posts-upload-form";
import { handler as postsFile } from "../community/posts-file";
import { handler as postsConfirm } from "../community/posts-confirm";
import { handler as postsReject } from "../community/posts-reject";

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
