import { ACCOUNT_HINDI } from "./account";
import { ADMIN_PARKING_HINDI } from "./admin-parking";
import { ADMIN_PLATFORM_HINDI } from "./admin-platform";
import { ADMIN_PEOPLE_HINDI } from "./admin-people";
import { API_HINDI } from "./api";
import { BOOKING_HINDI } from "./booking";
import { COMMUNITY_HINDI } from "./community";
import { MODERATION_HINDI } from "./moderation";
import { PARKING_HINDI } from "./parking";
import { PLATFORM_HINDI } from "./platform";
import { VEHICLE_HINDI } from "./vehicle";

/**
 * Core's messages in Hindi, one file per group of core's domains (decision 059):
 * - account: functions/core/account (sign-up, sign-in, devices, second factor) and session;
 * - vehicle: functions/core/vehicle;
 * - parking: parking, availability, favourite;
 * - booking: booking, pass, payment, coupon, review;
 * - community: community, content-check;
 * - moderation: moderation;
 * - api: the API handlers' own replies (functions/handlers);
 * - platform: errors, validation, data export, deletion, contact, privacy, offers, mail preferences, activity log;
 * - admin-platform: the admin's content-check settings and logs pages;
 * - admin-parking: the admin's car parks, networks, pass plans, offers and coupons;
 * - admin-people: the admin's communities, users and grievances.
 */
export const HINDI_MESSAGES: Record<string, string> = {
  ...PLATFORM_HINDI,
  ...API_HINDI,
  ...ACCOUNT_HINDI,
  ...VEHICLE_HINDI,
  ...PARKING_HINDI,
  ...BOOKING_HINDI,
  ...COMMUNITY_HINDI,
  ...MODERATION_HINDI,
  ...ADMIN_PARKING_HINDI,
  ...ADMIN_PLATFORM_HINDI,
  ...ADMIN_PEOPLE_HINDI,
};
