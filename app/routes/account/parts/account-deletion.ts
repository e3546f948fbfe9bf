/** Where a sign-in that cancelled the account's deletion lands: the Settings page says so (decision 052). */
export const DELETION_CANCELLED_PATH = "/settings/delete?notice=cancelled";

/** The page after a deletion request (signed out by then): it shows when the account will be erased. */
export const DELETION_REQUESTED_PATH = "/deletion-requested";
