import { defineCatalogue, fill } from "../catalogue";
import { formatRupees } from "@core/pricing/pricing";
import type { Language } from "@core/i18n/languages";

/**
 * What the admin's car park, pass, network, coupon and offer pages share (issue 35): the vehicle
 * kinds in a count or a price, the admin's page titles, and a coupon's amount in words.
 */
export const ADMIN_PARKING_WORDS = defineCatalogue({
  en: {
    pageTitle: "{name} · Admin",
    spaces: "{four} four-wheeler, {two} two-wheeler",
    fourWheeler: "four-wheeler",
    twoWheeler: "two-wheeler",
    saved: "Saved: {what}.",
    saving: "Saving...",
    edit: "Edit",
    editNamed: "Edit {name}",
    noPrices: "No prices",
    pricesLegend: "Prices before GST (₹); leave blank for a length not sold",
    nextPage: "Next page",
    flatOff: "{amount} off",
    percentOff: "{percent}% off",
    percentOffUpTo: "{percent}% off, up to {amount}",
  },
  hi: {
    pageTitle: "{name} · एडमिन",
    spaces: "{four} चारपहिया, {two} दोपहिया",
    fourWheeler: "चारपहिया",
    twoWheeler: "दोपहिया",
    saved: "सेव हो गया: {what}।",
    saving: "सेव हो रहा है...",
    edit: "बदलें",
    editNamed: "{name} बदलें",
    noPrices: "कोई कीमत नहीं",
    pricesLegend: "GST से पहले की कीमतें (₹); जो अवधि नहीं बेचनी, उसे खाली छोड़ें",
    nextPage: "अगला पेज",
    flatOff: "{amount} की छूट",
    percentOff: "{percent}% की छूट",
    percentOffUpTo: "{percent}% की छूट, ज़्यादा से ज़्यादा {amount}",
  },
});

export type AdminParkingWords = { readonly [K in keyof typeof ADMIN_PARKING_WORDS.en]: string };

/** "{n} four-wheeler, {m} two-wheeler" in the page's language. */
export function spacesText(language: Language, four: number, two: number): string {
  return fill(ADMIN_PARKING_WORDS.pick(language).spaces, { four: String(four), two: String(two) });
}

/** "four-wheeler ₹1,200" in the page's language. */
export function kindPriceText(language: Language, kind: "four" | "two", price: number): string {
  const t = ADMIN_PARKING_WORDS.pick(language);
  return `${kind === "four" ? t.fourWheeler : t.twoWheeler} ${formatRupees(price)}`;
}

/** "₹50 off" / "20% off, up to ₹150" (core's amountText, in the page's language). */
export function couponAmountText(language: Language, coupon: { kind: "flat" | "percent"; value: number; maxDiscount?: number }): string {
  const t = ADMIN_PARKING_WORDS.pick(language);
  if (coupon.kind === "flat") return fill(t.flatOff, { amount: formatRupees(coupon.value) });
  return coupon.maxDiscount
    ? fill(t.percentOffUpTo, { percent: String(coupon.value), amount: formatRupees(coupon.maxDiscount) })
    : fill(t.percentOff, { percent: String(coupon.value) });
}
