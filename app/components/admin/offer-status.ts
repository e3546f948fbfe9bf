import type { OfferStatus } from "@core/offers/offer";

/** How an offer mail's state looks on the admin's list and its page; its words are the page's catalogue's (`t[status]`). */
export const OFFER_STATUS: Record<OfferStatus, { className: string }> = {
  sending: { className: "text-emerald-800" },
  paused: { className: "font-semibold text-amber-800" },
  sent: { className: "text-slate-700" },
  stopped: { className: "font-semibold text-red-800" },
};
