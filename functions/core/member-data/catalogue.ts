import { ACCOUNT_KINDS } from "./account-kinds";
import { BOOKING_KINDS } from "./booking-kinds";
import { COMMUNITY_KINDS } from "./community-kinds";
import type { MemberDataKind } from "./kind";

export type { MemberDataFile, MemberDataKind, MemberDataRead } from "./kind";
export { MemberDataSource, type MemberDataPorts } from "./source";

/**
 * Every kind of data tied to a member, in the order the export shows them (issue 32 §1, decision
 * 051). One entry per kind: a new kind is one reader in the file of its area and one line here.
 * The data export reads them all; account deletion walks the same list (decision 051 names where
 * each lives).
 */
export const MEMBER_DATA_KINDS: readonly MemberDataKind[] = [...ACCOUNT_KINDS, ...BOOKING_KINDS, ...COMMUNITY_KINDS];
