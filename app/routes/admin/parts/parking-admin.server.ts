import { createParking, parkingsOfCity, setParkingActive, updateParking } from "@core/parking/parking-admin";
import { policyOf } from "@core/booking/policy";
import { getParking } from "@core/parking/parking-store";
import { addParkingImage, checkParkingImageUpload, parkingImageUploadForm, removeParkingImage } from "@core/parking/parking-image-admin";
import type { Parking } from "@core/parking/parking";
import { passPlansOfParking, removePassPlan, savePassPlan } from "@core/pass/pass-plan-admin";
import { adminNetworks, saveNetwork } from "@core/pass/network-admin";
import { parkingFormValues, type ParkingFormValues } from "@core/parking/parking-schema";
import { NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { requireAdmin } from "~/utils/session.server";

/**
 * The admin's car-park pages' server half (issue 13): the admin session first (requireAdmin), then
 * core, which asks the admin rule itself.
 */
export async function adminUser(request: Request) {
  return (await requireAdmin(request)).user;
}

/** The map the admin picks a point on: the same tiles as the search page's map. */
export { mapSettings } from "~/utils/map-settings.server";

export async function listCity(request: Request, city: string, cursor: string | null) {
  return parkingsOfCity(services().table, await adminUser(request), city, { cursor });
}

export async function addParking(request: Request, input: Record<string, unknown>) {
  return createParking(services().table, await adminUser(request), input);
}

export async function editParking(request: Request, id: string, input: Record<string, unknown>) {
  return updateParking(services().table, await adminUser(request), id, input);
}

export async function switchParking(request: Request, id: string, active: boolean) {
  return setParkingActive(services().table, await adminUser(request), id, active);
}

export async function parkingForEdit(request: Request, id: string): Promise<{ parking: Parking; values: ParkingFormValues }> {
  await adminUser(request);
  const parking = await getParking(services().table, id);
  if (!parking) throw new NotFoundError("Car park not found.");
  const values = parkingFormValues({ ...parking, ...policyOf(parking) });
  return { parking, values };
}

/** The car park's pictures page: its gallery and a signed form that sends one more to the bucket. */
export async function parkingImagesPage(request: Request, id: string) {
  const admin = await adminUser(request);
  const svc = services();
  const parking = await getParking(svc.table, id);
  if (!parking) throw new NotFoundError("Car park not found.");
  const form = await parkingImageUploadForm(svc, admin, id, new URL(request.url).pathname);
  return { parking, form };
}

export async function checkUploadedImage(request: Request, key: string) {
  return checkParkingImageUpload(services(), await adminUser(request), key);
}

export async function addImage(request: Request, id: string, key: string) {
  return addParkingImage(services(), await adminUser(request), id, key);
}

export async function removeImage(request: Request, id: string, name: string) {
  return removeParkingImage(services(), await adminUser(request), id, name);
}

/** The car park's pass plans page: its plans and each plan's live passes. */
export async function parkingPassPlansPage(request: Request, id: string) {
  return passPlansOfParking(services().table, await adminUser(request), id);
}

export async function savePlan(request: Request, id: string, input: Record<string, unknown>) {
  return savePassPlan(services().table, await adminUser(request), id, input);
}

export async function removePlan(request: Request, id: string, planId: string) {
  return removePassPlan(services().table, await adminUser(request), id, planId);
}

/** The operator networks page (multi-location passes): every network, and saving one. */
export async function networksPage(request: Request) {
  return adminNetworks(services().table, await adminUser(request));
}

export async function saveNetworkOf(request: Request, input: Record<string, unknown>) {
  return saveNetwork(services().table, await adminUser(request), input);
}
