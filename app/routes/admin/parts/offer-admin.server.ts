import { couponsForOffers, createOffer, listOffers, offerForAdmin, pauseOffer, resumeOffer } from "@core/offers/offer-admin";
import { services } from "@core/services";
import { requireAdmin } from "~/utils/session.server";

/**
 * The admin's offer mail pages' server half (issue 32 §4, decision 056): the admin session first
 * (requireAdmin), then core, which asks the admin rule itself.
 */
async function adminUser(request: Request) {
  return (await requireAdmin(request)).user;
}

export async function offerCoupons(request: Request) {
  return couponsForOffers(services().table, await adminUser(request));
}

export async function offerList(request: Request, cursor: string | null) {
  return listOffers(services().table, await adminUser(request), cursor);
}

export async function startOffer(request: Request, input: Record<string, unknown>) {
  return createOffer(services().table, await adminUser(request), input);
}

export async function offerDetail(request: Request, id: string) {
  return offerForAdmin(services().table, await adminUser(request), id);
}

export async function switchOffer(request: Request, id: string, intent: "pause" | "resume") {
  const admin = await adminUser(request);
  return intent === "pause" ? pauseOffer(services().table, admin, id) : resumeOffer(services().table, admin, id);
}
