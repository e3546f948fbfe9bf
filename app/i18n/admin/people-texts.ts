/**
 * The admin's Communities, Users and Grievances pages' message types for their components
 * (components import no `.server` module): the catalogues stay server-only, and a loader sends only
 * the page's language.
 */
export type { AdminCommunitiesMessages, AdminCommunityMessages, CommunityFormMessages } from "./communities.server";
export type { AdminUserMessages, AdminUsersMessages } from "./users.server";
export type { AdminGrievanceMessages, AdminGrievancesMessages } from "./grievances.server";
