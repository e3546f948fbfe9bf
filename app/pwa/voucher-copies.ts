/**
 * The vouchers and passes a driver's phone keeps for the gate with no signal (issue 34, decision
 * 057): the rules for the kept copies, apart from the service worker, so a unit test covers them.
 *
 * The server's list (/resources/offline-vouchers, the member's Confirmed and Parked bookings and
 * valid passes) is the truth whenever the phone has the network; the kept copies follow it:
 * - a voucher in the list and not kept is **added**;
 * - a kept voucher whose server version differs (times, vehicle or car park changed) is **replaced**;
 * - a kept voucher the list no longer has (over, cancelled, refunded) is **dropped**;
 * - whatever the list says, a copy whose stay or validity has ended is dropped, so a phone offline
 *   for a week does not show last week's voucher as if it still held;
 * - copies belong to one member: another member's list, or none (signed out), drops them all.
 */
export interface VoucherCopy {
  /** The booking's or the pass's id. */
  id: string;
  kind: "booking" | "pass";
  /** Changes whenever anything shown changes (the server's hash of the view). */
  version: string;
  /** When the stay or the pass ends (ISO): after it, the copy is of no use at a gate. */
  endsAt: string;
  /** The text the phone shows, formatted by the server: code, car park, address, times, vehicle, directions. */
  code: string;
  parkingName: string;
  address: string;
  when: string;
  vehicle: string;
  directions: string;
  /** The QR code as a PNG data URL, made by the server from the same payload the voucher PDF carries. */
  qr: string;
}

export interface KeptVouchers {
  /** Whose copies these are: an opaque marker of the member, never their id or e-mail. */
  member: string;
  /** When the copies were last brought up to date with the server (ISO). */
  savedAt: string;
  vouchers: VoucherCopy[];
}

export interface CopyChanges {
  kept: KeptVouchers | null;
  added: string[];
  replaced: string[];
  dropped: string[];
}

const stillHolds = (copy: VoucherCopy, now: Date) => Date.parse(copy.endsAt) > now.getTime();

/** The copies after the server's fresh list for `member` (null: nobody is signed in, keep nothing). */
export function applyServerList(
  current: KeptVouchers | null,
  fresh: { member: string; vouchers: VoucherCopy[] } | null,
  now: Date,
): CopyChanges {
  const before = current?.vouchers ?? [];
  if (!fresh) return { kept: null, added: [], replaced: [], dropped: before.map((v) => v.id) };
  // Another member's copies are never merged with these: all of them go.
  const mine = current && current.member === fresh.member ? before : [];
  const dropped = before.filter((v) => !mine.includes(v)).map((v) => v.id);
  const byId = new Map(mine.map((v) => [v.id, v]));
  const vouchers = fresh.vouchers.filter((v) => stillHolds(v, now));
  const added: string[] = [];
  const replaced: string[] = [];
  for (const voucher of vouchers) {
    const old = byId.get(voucher.id);
    if (!old) added.push(voucher.id);
    else if (old.version !== voucher.version) replaced.push(voucher.id);
  }
  const keptIds = new Set(vouchers.map((v) => v.id));
  dropped.push(...mine.filter((v) => !keptIds.has(v.id)).map((v) => v.id));
  return { kept: { member: fresh.member, savedAt: now.toISOString(), vouchers }, added, replaced, dropped };
}

/** What the phone shows offline: the copies whose stay or validity has not ended, soonest first. */
export function showableCopies(kept: KeptVouchers | null, now: Date): VoucherCopy[] {
  return (kept?.vouchers ?? []).filter((v) => stillHolds(v, now)).sort((a, b) => a.endsAt.localeCompare(b.endsAt));
}
