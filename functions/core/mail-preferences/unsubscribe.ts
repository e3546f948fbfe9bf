import { NotFoundError } from "../errors";
import type { Services } from "../services";
import { MAIL_KIND_LABELS, type OptionalMailKind } from "./mail-kinds";
import { readMailPreferences, updateMailPreferences } from "./preferences";
import { verifyUnsubscribeToken } from "./unsubscribe-token";
import { countOfferUnsubscribe } from "../offers/offers-received";

/**
 * The unsubscribe link's two steps (decision 049). `describeUnsubscribe` is the GET: it reads and
 * changes nothing (mail scanners fetch every link in a mail). `unsubscribe` is the POST, from the
 * page's button or from a mail client's one-click request (RFC 8058): the token alone authorises
 * it, it turns off the kind it names for the member it names, and nothing else.
 */
export type UnsubscribeView = { status: "valid"; kind: OptionalMailKind; label: string; on: boolean } | { status: "invalid" };

type Svc = Pick<Services, "table" | "config">;

export async function describeUnsubscribe(svc: Svc, token: string): Promise<UnsubscribeView> {
  const claims = await verifyUnsubscribeToken(svc.config, token);
  if (!claims) return { status: "invalid" };
  const prefs = await readMailPreferences(svc.table, claims.userId);
  return { status: "valid", kind: claims.kind, label: MAIL_KIND_LABELS[claims.kind], on: prefs[claims.kind] };
}

/**
 * Turns the token's kind off. Undefined for a token that is not ours (nothing changes); a deleted
 * member is the same. `fromOffer`: the offer whose mail held the link (its address's `offer`
 * parameter), whose unsubscribes are counted (decision 056).
 */
export async function unsubscribe(
  svc: Svc,
  token: string,
  fromOffer?: string | null,
): Promise<{ kind: OptionalMailKind; label: string } | undefined> {
  const claims = await verifyUnsubscribeToken(svc.config, token);
  if (!claims) return undefined;
  try {
    await updateMailPreferences(svc.table, claims.userId, { [claims.kind]: false });
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
  if (claims.kind === "offers" && fromOffer) await countOfferUnsubscribe(svc.table, claims.userId, fromOffer);
  return { kind: claims.kind, label: MAIL_KIND_LABELS[claims.kind] };
}
