/**
 * The admin's Communities, Users and Grievances pages (issue 35): core's texts those pages show
 * that no other group has. Their forms' messages (community-admin-schema, user-admin-schema,
 * grievance-schema) and the errors of community-admin, moderator-admin, user-admin and the
 * grievance service already have their Hindi in community.ts, account.ts and platform.ts.
 */
export const ADMIN_PEOPLE_HINDI: Record<string, string> = {
  // A banner choice of the community form (community-admin.ts bannerChoices): names stay as they are.
  "The banner of {names}": "{names} का बैनर",
};
