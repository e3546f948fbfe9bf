/**
 * What the pass pages show, formatted on the server (pass-offer.server.ts, pass-cards.server.ts):
 * the components import only these shapes, never the server modules.
 */
export interface PassOfferView {
  planId: string;
  hours: string;
  /** One row per length sold (months, or days for a multi-location pass): "1 month", and the price with GST per kind ("—" where not sold). */
  rows: { length: number; label: string; prices: { kind: string; total: string; beforeTax: string }[] }[];
  kinds: string[];
}

export interface PassCard {
  id: string;
  code: string;
  parkingName: string;
  address: string;
  plan: string;
  length: string;
  validity: string;
  /** When the pass ends (ISO): the phone's kept copy is dropped after it (issue 34). */
  endsAt: string;
  vehicle: string;
  /** The way to the car park (a maps link), for the copy the phone keeps. */
  directions: string;
  total: string;
  state: "Upcoming" | "Active" | "Parked now" | "Expired" | "Cancelled";
  /** The state in the page's language. */
  stateLabel: string;
  qr: string | null;
  documents: { pass: string; invoice: string } | null;
  cancel: { until: string } | null;
  /** The purchase page prefilled to continue this pass from its last day, when that may start now. */
  renew: string | null;
}
