import { accountErasers, sessionEraser } from "./account-erasers";
import { communityErasers } from "./community-erasers";
import type { Eraser } from "./eraser";
import { keptRecords } from "./kept-records";

/**
 * Every kind of data tied to a member, in the order the job treats them (decision 052). Order
 * matters: the community erasers read the account's own partition (follows, post tallies) and the
 * kept records read its bookings, so the partition and the e-mail key go last.
 */
export const ERASERS: readonly Eraser[] = [sessionEraser, ...communityErasers, ...keptRecords, ...accountErasers];
