/**
 * The admin's car park, network, coupon and offer pages' message types for their components
 * (components import no `.server` module): the catalogues stay server-only, and a loader sends only
 * the page's language.
 */
export type {
  CarParkEditorMessages,
  CarParkImagesMessages,
  CarParkPassesMessages,
  CarParksListMessages,
  ParkingFormMessages,
  PassPlanFormMessages,
} from "./car-parks.server";
export type { CouponsMessages } from "./coupons.server";
export type { NetworksMessages } from "./networks.server";
export type { OffersMessages } from "./offers.server";
export type { AdminParkingWords } from "./parking-forms.server";
