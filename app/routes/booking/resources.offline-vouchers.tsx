import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSignedIn } from "~/utils/session.server";
import { memberMarker } from "~/utils/member-marker.server";
import { offlineVouchers } from "~/routes/booking/parts/offline-vouchers.server";
import type { VoucherCopy } from "~/pwa/voucher-copies";

/**
 * GET /resources/offline-vouchers: what the service worker keeps on the phone for the gate with no
 * signal (issue 34, decision 057): the signed-in member's marker and voucher views, or no member
 * (the worker then drops every copy). Never stored by a browser or a shared cache: only the worker
 * keeps it, in its own cache, under the member's marker.
 */
export interface OfflineVouchersAnswer {
  member: string | null;
  vouchers: VoucherCopy[];
}

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  const signedIn = await getSignedIn(request);
  const answer: OfflineVouchersAnswer = signedIn
    ? { member: await memberMarker(signedIn.user.id), vouchers: await offlineVouchers(signedIn.user.id) }
    : { member: null, vouchers: [] };
  return Response.json(answer, { headers: PRIVATE });
}
