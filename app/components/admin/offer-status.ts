import type { OfferStatus } from "@core/offers/offer";

/** How an offer mail's state reads on the admin's list and its page. */
export const OFFER_STATUS: Record<OfferStatus, { label: string; className: string }> = {
  sending: { label: "Sending", className: "text-emerald-800" },
  paused: { label: "Paused", className: "font-semibold text-amber-800" },
  sent: { label: "Sent", className: "text-slate-700" },
  stopped: { label: "Stopped", className: "font-semibold text-red-800" },
};
