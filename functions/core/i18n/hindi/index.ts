import { ACCOUNT_HINDI } from "./account";
import { BOOKING_HINDI } from "./booking";
import { COMMUNITY_HINDI } from "./community";
import { MODERATION_HINDI } from "./moderation";
import { PARKING_HINDI } from "./parking";
import { PLATFORM_HINDI } from "./platform";

/**
 * Core's messages in Hindi, one file per group of domains (decision 059):
 * - account: account, session, vehicle-free sign-in and device rules (functions/core/account);
 * - booking: booking, pass, payment, coupon, review;
 * - community: community, content-check;
 * - moderation: moderation;
 * - parking: parking, availability, favourite, vehicle;
 * - platform: errors, validation, session, data export, deletion, contact, privacy, offers, mail.
 */
export const HINDI_MESSAGES: Record<string, string> = {
  ...PLATFORM_HINDI,
  ...ACCOUNT_HINDI,
  ...BOOKING_HINDI,
  ...COMMUNITY_HINDI,
  ...MODERATION_HINDI,
  ...PARKING_HINDI,
};
