import { PHONE, PHONE_HREF, POSTAL_ADDRESS, SUPPORT_EMAIL } from "../utils/brand";

/**
 * Every help page's content: the single source for /help-you, the six category pages, the 35
 * question pages, their routes (app/help/routes.ts) and the e2e test that visits them all.
 *
 * This module is also read by vite.config.ts (through routes.ts) while the build is configured,
 * so it must stay plain data: relative imports only, no "~" alias, no React, nothing server-only.
 *
 * Facts come from the help facts and limits of the specification (parking-and-account.md §1, §9);
 * the texts are written for this product and link only to its own routes. In a paragraph or list
 * item, `[label](/path)` is a link (also `mailto:` and `tel:`); nothing else is markup.
 */

export type CategoryId = "GInfo" | "PAccount" | "ACarParks" | "AProducts" | "PBooking" | "FAQ";

export interface HelpCategory {
  id: CategoryId;
  /** The number after the dot in its questions' paths: /que<n>.<index>. */
  index: number;
  path: `/${CategoryId}`;
  title: string;
  summary: string;
}

/** A paragraph, or a list of items. */
export type HelpBlock = string | { list: readonly string[]; ordered?: boolean };

export interface HelpArticle {
  category: CategoryId;
  /** 1-based position within its category. */
  number: number;
  path: string;
  title: string;
  body: readonly HelpBlock[];
}

export const HELP_HOME = "/help-you";

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  { id: "GInfo", index: 0, path: "/GInfo", title: "General Information", summary: "What SMART PARKING is and how it works." },
  {
    id: "PAccount",
    index: 1,
    path: "/PAccount",
    title: "Parking Account",
    summary: "Signing up, logging in, your details and your bookings.",
  },
  {
    id: "ACarParks",
    index: 2,
    path: "/ACarParks",
    title: "About Our Car Parks",
    summary: "Types of car park, valet and shuttle services.",
  },
  {
    id: "AProducts",
    index: 3,
    path: "/AProducts",
    title: "About Our Products",
    summary: "Passes for one visit, several places or whole months.",
  },
  {
    id: "PBooking",
    index: 4,
    path: "/PBooking",
    title: "Parking Booking",
    summary: "Booking, paying, prices, discount codes and cancelling.",
  },
  {
    id: "FAQ",
    index: 5,
    path: "/FAQ",
    title: "Frequently Asked Questions",
    summary: "Times, security, e-mails, invoices, refunds and more.",
  },
];

const MAIL = `[${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL})`;
const CALL = `[${PHONE}](${PHONE_HREF})`;

type Draft = { title: string; body: readonly HelpBlock[] };

const CONTENT: Record<CategoryId, readonly Draft[]> = {
  GInfo: [
    {
      title: "What is SMART PARKING?",
      body: [
        "SMART PARKING is an online platform for finding and booking parking spaces across India. We work with car park operators in city centres and at railway stations, airports and ports, so you can reserve a space before you leave home instead of circling the block.",
        "It works in three steps:",
        {
          ordered: true,
          list: [
            "Find parking nearby: enter your destination with your arrival and departure times and see the car parks around it, with their free spaces for four-wheelers and two-wheelers and their prices, in a list and on a map.",
            "Book and pay online: choose a car park, pick your vehicle and pay in full online.",
            "Park: follow the directions to the car park and drive in to your guaranteed space.",
          ],
        },
        "You need an account to book, and registering is free: [create your account](/signup). To learn more, read [how it works](/how-works).",
      ],
    },
  ],

  PAccount: [
    {
      title: "What are the benefits of registering?",
      body: [
        "Registering with SMART PARKING is free. With an account you can:",
        {
          list: [
            "book and pay for parking online (an account is needed for every booking);",
            "save your personal details once, so you do not type them at every booking;",
            "save your vehicles and choose one at checkout;",
            "see your booking history and cancel or change bookings within each booking's policy;",
            "receive offers and discount codes that only registered users get;",
            "join the community of drivers and share tips about parking in your city.",
          ],
        },
        "[Create your account](/signup) in a minute.",
      ],
    },
    {
      title: "How do I create an account?",
      body: [
        "Choose USER SIGNUP at the top of any page, or go straight to the [sign-up page](/signup).",
        {
          ordered: true,
          list: [
            "Enter a username and your e-mail address.",
            "Choose a password of at least 8 characters and type it again under Confirm Password.",
            "Tick 'I agree to the terms and conditions for registration' and send the form.",
          ],
        },
        "We then e-mail you a link to verify your address; it is valid for 7 days. You can sign in straight away, but you need a verified e-mail address before you can book, pay or post in the community. If the e-mail does not arrive, check your spam folder.",
        "Signing up with a Google account is not available yet: please register with your e-mail address.",
      ],
    },
    {
      title: "How do I log in?",
      body: [
        "Choose USER LOGIN at the top of any page, or open the [sign-in page](/signin). Enter the e-mail address and password of your account and press 'Sign in'.",
        "Some help texts mention signing in with Google. That option is not available yet: please use your e-mail address and password.",
        "When you sign in from a new device or browser, we send an e-mail to your verified address so that you can confirm it was you, or block the device if it was not.",
        "You stay signed in on that browser for up to 7 days unless you log out. If you have forgotten your password, see [I forgot my password or want to change it](/que4.1).",
      ],
    },
    {
      title: "I forgot my password or want to change it. What do I do?",
      body: [
        "Open the [Forgot Password page](/forgot-password) (there is a 'Forgot Password?' link on the sign-in page) and enter the e-mail address of your account. Spell it exactly as you registered it, with no spaces before or after it.",
        "We send you an e-mail with a link to choose a new password. The link is valid for 24 hours and works once. The e-mail may take up to 24 hours to arrive, so please check your spam folder before asking for another one.",
        "The same link is the way to change a password you still know: log out, choose 'Forgot Password?' and follow the e-mail.",
        "Setting a new password signs your account out on every device, so anyone who knew the old password loses access too.",
      ],
    },
    {
      title: "How can I see my bookings?",
      body: [
        "[Log in](/signin) and open [Booking](/booking) in the menu on the left of your account pages.",
        "Your bookings are sorted into four tabs:",
        {
          list: [
            "Confirmed: paid bookings whose stay has not started yet;",
            "Parked: stays in progress;",
            "Completed: past stays;",
            "Cancelled: bookings you cancelled.",
          ],
        },
        "Each booking shows the car park, your arrival and departure times, the vehicle number, the total paid and the transaction ID. The list shows 10 bookings per page. Only a Confirmed booking can be cancelled; see [How do I cancel or change a booking?](/que6.4).",
      ],
    },
    {
      title: "What information can I edit in my account?",
      body: [
        "On your [Profile](/profile) page you can change:",
        {
          list: [
            "your name and contact number;",
            "your address, pincode, city, state and country;",
            "your driving licence number;",
            "your profile photo (an image file).",
          ],
        },
        "Your e-mail address cannot be changed on the profile page. If you need to change it, [contact us](/contact).",
        "Your vehicles are managed on the [Vehicles](/vehicles) page, where you can add, edit and delete them and choose a default vehicle.",
        "Bookings can be cancelled or changed only within their policy; see [How do I cancel or change a booking?](/que6.4).",
      ],
    },
    {
      title: "How do I get an invoice for my booking?",
      body: [
        "After your payment we send a confirmation e-mail with two PDF files: a booking voucher and a purchase receipt. The purchase receipt is your invoice. It shows the parking price, CGST at 9%, SGST at 9%, the total paid and the transaction ID.",
        "Please keep the e-mail. If you cannot find it, check your spam folder first; your booking and its transaction ID are also listed under [Booking](/booking) in your account.",
        "If you need the receipt sent again, [contact us](/contact) with your booking's transaction ID and we reply within 24 hours.",
      ],
    },
    {
      title: "How can I review a car park or share feedback?",
      body: [
        "Ratings and reviews of car parks are not available on the website yet.",
        "Until they are, we would still like to hear about your stay, good or bad. Send us your feedback through the [contact form](/contact) and include the transaction ID of your booking, so that we know which car park and which stay you mean. We pass feedback on to the car park's operator and reply to you within 24 hours.",
        "If you are a registered user, you can also share your experience and tips with other drivers in the community.",
      ],
    },
    {
      title: "How do I log out?",
      body: [
        "On a large screen, select your profile picture at the top right of the page and press Logout. On a phone, open the Menu at the top right; the Logout button is below the links. The button reads 'Logging out...' while it works.",
        "Logging out ends your session in that browser. If you used a shared or public computer, always log out when you finish.",
        "To see where else your account is signed in, open Setting ([Devices and locations](/devices-locations)) in your account menu. If you think someone else has used your account, [reset your password](/forgot-password): that signs your account out on every device.",
      ],
    },
    {
      title: "How do I unsubscribe from e-mails?",
      body: [
        "We send two kinds of e-mail:",
        {
          list: [
            "service e-mails about your account and bookings: address verification, password reset links, new-device alerts, booking confirmations with your voucher and receipt;",
            "offers and discount codes for registered users.",
          ],
        },
        `To stop offers and discount codes, write to us through the [contact form](/contact) or at ${MAIL} from the e-mail address of your account, and we will take you off the list. Please note that you then stop receiving discount codes too.`,
        "Service e-mails cannot be switched off while you have an account, because you need them to sign in safely and to use your bookings.",
      ],
    },
    {
      title: "How can I delete my account?",
      body: [
        "Go to Settings → [Delete account](/settings/delete) (also linked from your [Profile](/profile)). Choose what happens to your posts and comments, enter your password, and confirm: you are signed out everywhere at once.",
        "The account is erased 7 days later, and we e-mail you when it is done. Signing in before then cancels the deletion. While a booking or pass is on hold, confirmed or parked, the account cannot be deleted: cancel it or wait until it is over; see [How do I cancel or change a booking?](/que6.4).",
        "Deleting the account removes your profile, picture, devices, vehicles, favourites, follows, likes and saves, and your e-mail address. Bookings, payments and tax invoices are kept for about six years, as the GST law requires, without your name or e-mail: save any booking vouchers or receipts you still need before you delete.",
      ],
    },
  ],

  ACarParks: [
    {
      title: "What types of car park are there?",
      body: [
        "Our partner car parks are of five types:",
        {
          list: [
            "Long-term: for stays of several days, for example while you travel;",
            "Valet: you hand over your vehicle and an attendant parks it for you;",
            "Open-air: spaces in an open lot, without a roof;",
            "Reserved: a space set aside for your booking;",
            "Shuttle: car parks away from an airport or station, with a shuttle to the terminal.",
          ],
        },
        "A car park's page shows what it offers, for example security, covered parking and 24x7 opening, and how many spaces are free for four-wheelers and two-wheelers during your times.",
        "Search from the [home page](/) to see the car parks around your destination.",
      ],
    },
    {
      title: "How does valet parking work?",
      body: [
        "At a valet car park you do not look for a space yourself. When you arrive at the time of your booking, drive to the car park's valet point, show your booking voucher and hand your keys to the attendant, who parks the vehicle for you.",
        "When you come back, show your voucher again and the attendant brings your vehicle to you. Where the valet point is and any instructions for handing over the keys are given on the car park's page and in your booking voucher.",
        "Please take your valuables with you and check your vehicle when you hand it over. If anything is wrong, tell the attendant straight away and [contact us](/contact).",
      ],
    },
    {
      title: "How does the shuttle service work?",
      body: [
        "Shuttle car parks are a short drive from an airport, railway station or port. You park in the car park and a shuttle takes you, with your luggage, to the terminal; when you return, the shuttle brings you back to the car park.",
        "Where the shuttle stops and how often it runs differ between car parks; you find them on the car park's page and in your booking voucher.",
        "Plan some extra time for the shuttle, both on the way out and on the way back, and book your parking until a time that leaves room for the return trip.",
      ],
    },
  ],

  AProducts: [
    {
      title: "What products do you offer?",
      body: [
        "Besides booking a space for a single stay, our car parks may offer passes:",
        {
          list: [
            "Basic pass: one entry and one exit;",
            "Unlimited pass: unlimited entries and exits within the car park's opening hours;",
            "Multi-location pass: parking for 1 to 7 days across one operator's network of car parks in select cities;",
            "Monthly passes: 1, 3, 6 or 12 months, with 24-hour, daytime and night plans.",
          ],
        },
        "Which passes a car park offers depends on the car park. All products are paid in full online, and they are not valid for vehicles with a trailer, racks or altered dimensions.",
        "See [the multi-location pass](/que2.3) and [monthly passes](/que3.3) for the details.",
      ],
    },
    {
      title: "What is the multi-location pass?",
      body: [
        "The multi-location pass lets you park at several car parks of one operator's network in select cities with a single purchase. It is valid for 1 to 7 days; you choose the number of days when you buy it.",
        "The pass is activated at a booth: show your booking voucher at the booth of the first car park you use, and the staff activate it.",
        "It suits you if you move around a city for a few days, for example for meetings or on a trip, and do not want to book every stop separately.",
        "Like every product, it is paid in full online, and it is not valid for vehicles with a trailer, racks or altered dimensions.",
      ],
    },
    {
      title: "What monthly passes are there?",
      body: [
        "Monthly passes are for regular parking at the same car park, for example near your office or your home. They run for 1, 3, 6 or 12 months, with three kinds of plan:",
        {
          list: [
            "24-hour: park at any time of day or night;",
            "Daytime: 7, 10, 12 or 14 hours a day;",
            "Night: for overnight parking, up to 14 hours a day.",
          ],
        },
        "Which plans are available depends on the car park. The pass is paid in full online, and the vehicle must not have a trailer, racks or altered dimensions.",
        "Questions about a pass? [Contact us](/contact) and we reply within 24 hours.",
      ],
    },
  ],

  PBooking: [
    {
      title: "How do I book a parking space?",
      body: [
        {
          ordered: true,
          list: [
            "On the [home page](/), type your destination and choose it from the suggestions.",
            "Choose your arrival and departure times (unless you change them, arrival is now and departure two hours later) and search.",
            "Compare the car parks in the list and on the map: each shows its free spaces for four-wheelers and two-wheelers and its price.",
            "Open a car park to see its details, then reserve.",
            "At checkout, pick your vehicle (or add one), enter a discount code if you have one, and confirm.",
            "Pay online. Your booking is confirmed as soon as the payment succeeds.",
          ],
        },
        "You need a free account with a verified e-mail address to book. [Sign up](/signup) or [log in](/signin) first.",
      ],
    },
    {
      title: "Which payment methods can I use?",
      body: [
        "You pay the full price online when you book. There are 5 payment methods:",
        {
          list: ["UPI;", "credit and debit cards;", "netbanking;", "wallets;", "pay later."],
        },
        "Cheques and cash are not accepted, online or at the car park.",
        "The payment is made in the secure window of our payment partner; we never see or store your card details. If money left your account but you have no confirmed booking, see [What if I was charged twice?](/que10.5) and [How do refunds work?](/que9.5).",
      ],
    },
    {
      title: "How do I use a discount code?",
      body: [
        "We send discount codes by e-mail to registered users. To use one, type it in the coupon box of the price summary at checkout and apply it; the new total is shown before you pay.",
        "The rules:",
        {
          list: [
            "each code can be used once;",
            "a code works only within its validity period;",
            "the discount must be less than the total of the purchase;",
            "the code no longer applies if the booking is cancelled or changed.",
          ],
        },
        "If the box is empty, you see 'Please enter a coupon code'. If a code is refused, the message tells you why.",
      ],
    },
    {
      title: "What information do I receive after my purchase?",
      body: [
        "As soon as your payment succeeds, a confirmation page appears and then takes you to [your bookings](/booking), where the new booking is listed under Confirmed.",
        "We also send you a confirmation e-mail with two PDF files:",
        {
          list: [
            "the booking voucher, with the car park, its address, your arrival and departure times and your vehicle; show it at the car park, on your phone or printed;",
            "the purchase receipt, with the price, CGST, SGST, the total and the transaction ID.",
          ],
        },
        "No e-mail? See [I did not receive the confirmation e-mail](/que7.5).",
      ],
    },
    {
      title: "How is the price calculated?",
      body: [
        "Each car park sets a block of hours and a price per block, one for four-wheelers and one for two-wheelers. Your price is the number of blocks your stay starts, times the price per block: a part of a block counts as a whole block.",
        "Then two taxes are added: CGST at 9% and SGST at 9%, each rounded up to the next rupee.",
        "An example: a car park charges Rs. 40 per 2-hour block for a four-wheeler and you stay 3 hours 30 minutes. That is 2 blocks, so Rs. 80. CGST is Rs. 7.20, rounded up to Rs. 8, and SGST is also Rs. 8. You pay Rs. 96.",
        "The price is always calculated by our server from the car park's rates and your times, and you see the full amount at checkout before you pay.",
      ],
    },
    {
      title: "How do I cancel or change a booking?",
      body: [
        "Open [Booking](/booking) in your account, find the booking under Confirmed and choose Cancel, then Continue to confirm.",
        "You can cancel up to 3 hours before your arrival time, depending on the car park's policy. A booking cannot be cancelled or changed once the stay has started, and only Confirmed bookings can be cancelled.",
        "To change the times, the car park or the vehicle, cancel the booking within that window and make a new one.",
        "The amount paid goes back to the payment method you used, within 5 to 10 working days. A discount code used for the booking no longer applies once it is cancelled or changed.",
      ],
    },
  ],

  FAQ: [
    {
      title: "Can I arrive earlier or leave later than booked?",
      body: [
        "Your space is guaranteed for the arrival and departure times of your booking. Outside those times it is not, and the car park may not let you in early.",
        "If your plans are not fixed, book with a little margin on both sides. Because the price counts started blocks of hours, a few extra minutes often cost nothing more; the price at checkout shows you exactly.",
        "If your plans change before the stay starts, you can cancel up to 3 hours before arrival, depending on the car park, and book again: see [How do I cancel or change a booking?](/que6.4).",
      ],
    },
    {
      title: "What happens if I stay longer than booked?",
      body: [
        "Your booking covers your space only until the departure time you booked. After that the space may be booked by someone else, and the car park can charge the extra time at its own rates when you leave.",
        "If you know you will be late, book the extra time online before your booking ends, while spaces are still free: search the same car park from the [home page](/) from your current departure time.",
        "The booking cannot be extended or changed once the stay has started, so a new booking is the way to add time.",
      ],
    },
    {
      title: "Can I go to a car park without a booking?",
      body: [
        "We can only guarantee a space that is booked and paid online through SMART PARKING. Whether a car park lets in vehicles without a booking, and at what price, is up to its operator, and on busy days it may be full.",
        "Booking is quick, even on the way: search from the [home page](/) with your arrival time set to now, pick a car park with free spaces and pay online. Payment is online only; cheques and cash are not accepted.",
      ],
    },
    {
      title: "Will I have an allocated parking place?",
      body: [
        "Your booking guarantees a space for your type of vehicle, four-wheeler or two-wheeler, in the car park you booked, for the whole time of your booking. We never take more bookings than the car park has spaces.",
        "In most car parks you can use any free space for your type of vehicle. At reserved car parks a particular space is set aside for you, and at valet car parks the attendant parks the vehicle for you.",
        "Follow the signs and the staff's directions when you arrive, and keep your booking voucher at hand.",
      ],
    },
    {
      title: "Is my vehicle secure in the car park?",
      body: [
        "Each car park's page lists its features, such as security, covered parking and 24x7 opening, so you can choose a car park that suits you before you book.",
        "Whatever the car park, please:",
        {
          list: [
            "lock your vehicle and close the windows;",
            "take valuables and documents with you, or keep them out of sight;",
            "note where you parked.",
          ],
        },
        "If you notice damage or anything suspicious, tell the car park staff at once and then [contact us](/contact) with your booking's transaction ID.",
      ],
    },
    {
      title: "Can I park a vehicle with a trailer or roof rack?",
      body: [
        "No. Vehicles with a trailer, with racks (for example roof or bicycle racks) or with altered dimensions are not allowed in our car parks, with a booking or with a pass.",
        "Spaces are sized for standard four-wheelers and two-wheelers, and a larger vehicle may block other drivers or the lanes. A car park may refuse entry to such a vehicle.",
        "When you book, choose the right vehicle type, four-wheeler or two-wheeler, so that a suitable space is kept for you. If you are not sure whether your vehicle fits, [contact us](/contact) before you book.",
      ],
    },
    {
      title: "I did not receive the confirmation e-mail. What should I do?",
      body: [
        "First check your spam, junk or promotions folder: confirmation e-mails sometimes land there.",
        "Then check that the e-mail address shown on your [Profile](/profile) is the one you are looking in. Your booking is listed under [Booking](/booking) in your account even without the e-mail.",
        "If the e-mail is still missing, [contact us](/contact) with the transaction ID of your booking and we send the voucher and receipt again. We reply within 24 hours.",
        "If money left your account but the booking is not listed, see [How do refunds work?](/que9.5).",
      ],
    },
    {
      title: "Where do I find my invoice?",
      body: [
        "Your invoice is the purchase receipt: a PDF attached to the confirmation e-mail we send after each payment, next to the booking voucher. It shows the parking price, CGST at 9%, SGST at 9%, the total paid and the transaction ID.",
        "If you cannot find the e-mail, see [I did not receive the confirmation e-mail](/que7.5). If you need the receipt sent again, [contact us](/contact) with the transaction ID and we reply within 24 hours.",
        "For more, see [How do I get an invoice for my booking?](/que7.1).",
      ],
    },
    {
      title: "How do refunds work?",
      body: [
        "When you cancel a booking in time, the amount paid goes back to the payment method you used. Refunds take 5 to 10 working days to reach your account, depending on your bank.",
        "If you were charged but have no confirmed booking, you get a full refund: [contact us](/contact) with the transaction ID and the date of the payment. If a payment reaches us after your booking could no longer be confirmed, we refund it automatically.",
        "We answer refund claims within 10 working days.",
      ],
    },
    {
      title: "What if I was charged twice?",
      body: [
        "Sometimes a payment seems to go through twice, for example after a poor connection or a press of the back button. A booking is confirmed by one payment, and a payment without a confirmed booking is refunded in full.",
        "If you see two charges for one booking, [contact us](/contact) within 24 hours of the payment with both transaction IDs, the date and the amount. We consider double-charge claims within 24 hours.",
        "The extra amount goes back to the payment method you used, within 5 to 10 working days.",
      ],
    },
    {
      title: "How can I contact you?",
      body: [
        "You can reach our support team in three ways:",
        {
          list: [
            "the [contact form](/contact): fill in your name, e-mail address, phone number, a subject and your message;",
            `e-mail: ${MAIL};`,
            `phone: ${CALL}.`,
          ],
        },
        "We reply within 24 hours. To help us answer quickly, please:",
        {
          list: [
            "write from, or give, the e-mail address of your account;",
            "include the transaction ID for a question about a booking or a payment;",
            "describe what happened and when, with the car park's name where it matters.",
          ],
        },
        `Letters can be sent to ${POSTAL_ADDRESS}.`,
        "Many answers are already in our [help pages](/help-you).",
      ],
    },
  ],
};

export const HELP_ARTICLES: readonly HelpArticle[] = HELP_CATEGORIES.flatMap((category) =>
  CONTENT[category.id].map((draft, i) => ({
    category: category.id,
    number: i + 1,
    path: `/que${i + 1}.${category.index}`,
    title: draft.title,
    body: draft.body,
  })),
);

export function helpCategory(id: CategoryId): HelpCategory {
  const found = HELP_CATEGORIES.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown help category ${id}`);
  return found;
}

export function articlesIn(id: CategoryId): HelpArticle[] {
  return HELP_ARTICLES.filter((a) => a.category === id);
}

/**
 * Paths are matched without regard to letter case or a trailing slash, as the router matches them;
 * the caller redirects to `path` when the request's spelling differs.
 */
const normalise = (pathname: string) => (pathname.replace(/\/+$/, "") || "/").toLowerCase();

export function findCategoryByPath(pathname: string): HelpCategory | undefined {
  const key = normalise(pathname);
  return HELP_CATEGORIES.find((c) => c.path.toLowerCase() === key);
}

export function findArticleByPath(pathname: string): HelpArticle | undefined {
  const key = normalise(pathname);
  return HELP_ARTICLES.find((a) => a.path.toLowerCase() === key);
}
