/**
 * The booking catalogues' message types for components (which never import `.server` modules):
 * type-only re-exports, erased from every bundle; the texts themselves come through the loaders.
 */
export type { CheckoutMessages } from "./checkout.server";
export type { PayMessages } from "./pay.server";
export type { MyBookingsMessages } from "./bookings.server";
