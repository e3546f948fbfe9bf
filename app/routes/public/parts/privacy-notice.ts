import { GRIEVANCE_RESPONSE_DAYS } from "@core/privacy/grievance-schema";

/**
 * The privacy notice's text (issue 32 §5, decision 050): what SMART PARKING collects, why, for how
 * long, who processes it, and the member's rights under the Digital Personal Data Protection Act,
 * 2023. Plain text only (rendered as text, never as HTML); links are separate fields.
 */
export interface DataKind {
  what: string;
  details: string;
  why: string;
}

export const DATA_WE_HOLD: readonly DataKind[] = [
  {
    what: "Your account",
    details: "Your name, e-mail address, password (stored only as a hash), and the profile details you choose to add: phone, address, city, licence number, a picture, a short bio.",
    why: "To give you an account, sign you in and fill in your bookings and documents.",
  },
  {
    what: "Devices and sign-in activity",
    details: "For each device you sign in from: browser, operating system, an approximate location from the network, the IP address, and when you signed in.",
    why: "To protect your account: we ask for a code from a new device and let you block one you do not know.",
  },
  {
    what: "Vehicles",
    details: "The name, registration number and kind of each vehicle you add.",
    why: "A booking is for one vehicle; the car park checks its number at the gate.",
  },
  {
    what: "Bookings, payments and invoices",
    details: "Where and when you park, the price, discount codes used, refunds, and the tax invoice. Payments are taken by Razorpay: we receive the payment's reference and status, never your card or UPI details.",
    why: "To hold your space, take and refund payments, and issue GST invoices as the law requires.",
  },
  {
    what: "Passes",
    details: "The car park or network, vehicle, days and hours of each pass you buy.",
    why: "To let your vehicle in during the pass and to refund it if you cancel in time.",
  },
  {
    what: "Favourites and reviews",
    details: "The car parks you save, and the stars and words of your reviews.",
    why: "To list your favourites and show your review to other drivers.",
  },
  {
    what: "The community",
    details: "Communities you join, your posts with their pictures and videos, comments, likes, saves, reports you make, and whom you follow.",
    why: "To run the community. Every post's text, pictures and videos are checked automatically for inappropriate content and for fitting the community before others see them; pictures are re-encoded, which removes their location data.",
  },
  {
    what: "Moderation",
    details: "Reports about posts, removals, bans and their reasons, and the actions of moderators and administrators.",
    why: "To keep the community safe and to have a record of who did what.",
  },
  {
    what: "Mail preferences",
    details: "Which optional mails you want: booking reminders, community notifications, offers. Account and booking mail is always sent.",
    why: "To send only the optional mail you asked for.",
  },
];

export const RETENTION: readonly string[] = [
  "Bookings, payments, refunds and tax invoices: about six years after the booking, as the GST law requires. When you delete your account they stay, no longer linked to your name or e-mail.",
  "Moderation and audit records (reports, bans, removals, administrators' actions): kept as a record, no longer linked to you once your account is deleted.",
  "Sign-ins in our security log: 7 days. The devices you signed in from stay listed on your account, so you can see and block them, until you delete it.",
  "Everything else: until you delete your account. Deletion takes effect after a 7-day grace period, in which signing in again cancels it; after it we erase your data and confirm by e-mail.",
];

export const PROCESSORS: readonly { who: string; what: string }[] = [
  { who: "Amazon Web Services (AWS), Mumbai region, India", what: "hosts the service and stores all the data above." },
  { who: "Amazon Simple Email Service (SES), by AWS", what: "sends our e-mails." },
  { who: "Razorpay", what: "takes and refunds payments." },
];

/** The rights of a Data Principal (DPDP Act 2023, ss. 11 to 14) and where each is exercised. */
export const RIGHTS: readonly { right: string; how: string; link?: { to: string; label: string } }[] = [
  {
    right: "A summary of your data",
    how: "Download everything we hold about you as one file.",
    link: { to: "/settings/data", label: "Settings → Your data" },
  },
  {
    right: "Correction",
    how: "Correct or complete your details yourself at any time.",
    link: { to: "/profile", label: "Profile" },
  },
  {
    right: "Erasure",
    how: "Delete your account and the data tied to it (except what the law makes us keep, listed above).",
    link: { to: "/settings/delete", label: "Settings → Delete account" },
  },
  {
    right: "Withdrawing consent",
    how: "Turn off any optional mail, or use the unsubscribe link in it. Withdrawing does not affect what was done before.",
    link: { to: "/settings/mail", label: "Settings → Mail" },
  },
  {
    right: "Nominating someone",
    how: "Name a person who may exercise these rights for you if you die or cannot act: send us their name and e-mail with the grievance form.",
    link: { to: "/privacy/grievance", label: "the grievance form" },
  },
  {
    right: "Grievance redressal",
    how: `Write to our Grievance Officer about anything here. We answer within ${GRIEVANCE_RESPONSE_DAYS} days. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.`,
    link: { to: "/privacy/grievance", label: "Write to the Grievance Officer" },
  },
];
