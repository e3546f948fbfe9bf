import { defineCatalogue } from "../catalogue";

/**
 * Buying a pass (issue 15, decision 029) in both languages (issue 35): the pass tables a car park's
 * page and the purchase pages show, the pass's rules, and the purchase pages themselves. The plan's
 * hours and the lengths come from core's pass wording (functions/core/pass/pass-wording.texts.ts);
 * the vehicle kinds from the booking pages' shared texts; checkout and pay are the booking context's.
 */

/** The pass tables (app/components/passes/PassOffers.tsx), on the car park's page and the purchase pages. */
export const PASS_OFFERS = defineCatalogue({
  en: {
    length: "Length",
    beforeTax: "{price} + GST",
    networkHours: "Any time of day, at any car park of the network",
  },
  hi: {
    length: "अवधि",
    beforeTax: "GST से पहले {price}",
    networkHours: "दिन में किसी भी समय, नेटवर्क की किसी भी पार्किंग में",
  },
});

export type PassOffersMessages = { readonly [K in keyof typeof PASS_OFFERS.en]: string };

/** The pass's own rules (decision 029), as the purchase pages list them. */
export const PASS_RULES = defineCatalogue({
  en: {
    unlimited: "Unlimited entries and exits within the plan's hours, every day of the pass.",
    noTrailer: "Not valid for vehicles with a trailer, racks or altered dimensions.",
    networkActivation:
      "Activated at the booth of the first car park you use, on the first day you chose or one of the {days} days after; it then runs for the days you bought, at any time of day.",
    networkUnlimited: "Unlimited entries and exits at every car park of the network while it runs.",
    cancelUntil:
      "Free cancellation with a full refund until the pass starts (midnight, India time, on its first day). Once it has started, a pass cannot be cancelled or changed.",
    cancelOneHour:
      "Free cancellation with a full refund up to 1 hour before the pass starts (midnight, India time, on its first day). Once it has started, a pass cannot be cancelled or changed.",
    cancelHours:
      "Free cancellation with a full refund up to {hours} hours before the pass starts (midnight, India time, on its first day). Once it has started, a pass cannot be cancelled or changed.",
  },
  hi: {
    unlimited: "पास के हर दिन, प्लान के घंटों में जितनी बार चाहें अंदर-बाहर जाएँ।",
    noTrailer: "ट्रेलर, रैक या बदले हुए आकार वाले वाहनों के लिए मान्य नहीं।",
    networkActivation:
      "यह उस पहली पार्किंग के बूथ पर चालू होता है जहाँ आप जाते हैं, आपके चुने पहले दिन या उसके बाद के {days} दिनों में से किसी दिन; फिर यह खरीदे गए दिनों तक, दिन में किसी भी समय चलता है।",
    networkUnlimited: "जब तक पास चालू है, नेटवर्क की हर पार्किंग में जितनी बार चाहें अंदर-बाहर जाएँ।",
    cancelUntil:
      "पास शुरू होने (पहले दिन, भारतीय समय के अनुसार आधी रात) तक मुफ़्त में रद्द करें और पूरा रिफ़ंड पाएँ। शुरू होने के बाद पास रद्द नहीं किया जा सकता और न ही बदला जा सकता है।",
    cancelOneHour:
      "पास शुरू होने (पहले दिन, भारतीय समय के अनुसार आधी रात) से 1 घंटा पहले तक मुफ़्त में रद्द करें और पूरा रिफ़ंड पाएँ। शुरू होने के बाद पास रद्द नहीं किया जा सकता और न ही बदला जा सकता है।",
    cancelHours:
      "पास शुरू होने (पहले दिन, भारतीय समय के अनुसार आधी रात) से {hours} घंटे पहले तक मुफ़्त में रद्द करें और पूरा रिफ़ंड पाएँ। शुरू होने के बाद पास रद्द नहीं किया जा सकता और न ही बदला जा सकता है।",
  },
});

/** The purchase form both pass pages share (app/components/passes/PassBuyForm.tsx). */
const BUY_FORM = {
  en: {
    rules: "Pass rules",
    firstDay: "First day",
    vehicle: "Vehicle",
    selectVehicle: "Select a vehicle",
    addVehicleToBuy: "{link} to buy a pass.",
    addVehicle: "Add a vehicle",
    declaration: "My vehicle has no trailer, no racks and no altered dimensions.",
    holding: "Holding your pass...",
    continueToPayment: "Continue to payment",
    holdNote: "We hold your pass for 15 minutes while you pay.",
  },
  hi: {
    rules: "पास के नियम",
    firstDay: "पहला दिन",
    vehicle: "वाहन",
    selectVehicle: "वाहन चुनें",
    addVehicleToBuy: "पास खरीदने के लिए {link}।",
    addVehicle: "वाहन जोड़ें",
    declaration: "मेरे वाहन में कोई ट्रेलर, रैक या बदला हुआ आकार नहीं है।",
    holding: "आपका पास रोका जा रहा है...",
    continueToPayment: "भुगतान के लिए आगे बढ़ें",
    holdNote: "आपके भुगतान करने तक हम आपका पास 15 मिनट के लिए रोककर रखते हैं।",
  },
} as const;

export type PassBuyFormMessages = { readonly [K in keyof typeof BUY_FORM.en]: string };

/** /pass/{car park id}: a monthly pass. */
export const PASS_PURCHASE = defineCatalogue({
  en: {
    ...BUY_FORM.en,
    title: "Buy a pass",
    monthlyPass: "Monthly pass",
    renewing: "Renewing pass {code}: the new pass starts on {date}, the day after it ends.",
    plan: "Plan",
    selectPlan: "Select a plan",
    length: "Length",
    selectLength: "Select a length",
    firstDayHint: "From today up to 30 days ahead. The pass starts at midnight, India time.",
    backToCarPark: "Back to the car park",
  },
  hi: {
    ...BUY_FORM.hi,
    title: "पास खरीदें",
    monthlyPass: "मासिक पास",
    renewing: "पास {code} रिन्यू हो रहा है: नया पास {date} से शुरू होगा, यानी पुराने पास के खत्म होने के अगले दिन से।",
    plan: "प्लान",
    selectPlan: "प्लान चुनें",
    length: "अवधि",
    selectLength: "अवधि चुनें",
    firstDayHint: "आज से 30 दिन आगे तक। पास भारतीय समय के अनुसार आधी रात से शुरू होता है।",
    backToCarPark: "पार्किंग पर वापस जाएँ",
  },
});

/** /pass/network/{network id}: a multi-location pass. */
export const NETWORK_PASS_PURCHASE = defineCatalogue({
  en: {
    ...BUY_FORM.en,
    title: "Buy a multi-location pass",
    multiLocationPass: "Multi-location pass",
    carParks: "Car parks of the network",
    days: "Days",
    selectDays: "Select the number of days",
    firstDayHint: "From today up to 30 days ahead. A booth activates the pass on this day or one of the two after.",
  },
  hi: {
    ...BUY_FORM.hi,
    title: "मल्टी-लोकेशन पास खरीदें",
    multiLocationPass: "मल्टी-लोकेशन पास",
    carParks: "नेटवर्क की पार्किंग",
    days: "दिन",
    selectDays: "दिनों की संख्या चुनें",
    firstDayHint: "आज से 30 दिन आगे तक। बूथ पर पास इसी दिन या इसके बाद के दो दिनों में से किसी दिन चालू होता है।",
  },
});
