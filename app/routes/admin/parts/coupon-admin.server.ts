import { couponForAdmin, createCoupon, endCoupon, listCoupons, updateCoupon } from "@core/coupon/coupon-admin";
import { recountCouponUses } from "@core/coupon/coupon-recount";
import { couponFormValues } from "@core/coupon/coupon-admin-schema";
import { services } from "@core/services";
import { requireAdmin } from "~/utils/session.server";

/**
 * The admin's coupon pages' server half (issue 13): the admin session first (requireAdmin), then
 * core, which asks the admin rule itself.
 */
async function adminUser(request: Request) {
  return (await requireAdmin(request)).user;
}

export async function requireCouponAdmin(request: Request): Promise<void> {
  await adminUser(request);
}

export async function couponList(request: Request, cursor: string | null) {
  return listCoupons(services().table, await adminUser(request), { cursor });
}

export async function addCoupon(request: Request, input: Record<string, unknown>) {
  return createCoupon(services().table, await adminUser(request), input);
}

export async function editCoupon(request: Request, code: string, input: Record<string, unknown>) {
  return updateCoupon(services().table, await adminUser(request), code, input);
}

export async function stopCoupon(request: Request, code: string) {
  return endCoupon(services().table, await adminUser(request), code);
}

export async function recountCoupon(request: Request, code: string) {
  return recountCouponUses(services().table, await adminUser(request), code);
}

/** The coupon with its form's values (times in India time) and the version the edit is made from. */
export async function couponForEdit(request: Request, code: string) {
  const coupon = await couponForAdmin(services().table, await adminUser(request), code);
  return { coupon, values: couponFormValues(coupon), version: coupon.version ?? 0 };
}
