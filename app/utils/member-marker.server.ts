import { createHmac } from "node:crypto";
import { loadSecrets } from "@core/secrets";
import { services } from "@core/services";

/**
 * An opaque name for the signed-in member, for the phone's kept vouchers (issue 34): the service
 * worker keeps copies for one marker and drops them all when a response names another or none. A
 * keyed hash of the member's id with the session secret: it tells the worker "same member or not",
 * and names nobody to anyone who reads it.
 */
export async function memberMarker(userId: string): Promise<string> {
  const { sessionSecrets } = await loadSecrets(services().config);
  return createHmac("sha256", sessionSecrets[0]!).update(`offline-copies:${userId}`).digest("base64url").slice(0, 22);
}

/** The response header that carries the marker ("none": nobody is signed in). */
export const MEMBER_HEADER = "X-SP-Member";
