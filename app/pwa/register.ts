import { useEffect } from "react";
import { useRouteLoaderData } from "@remix-run/react";
import type { KeptDesk } from "./kept-store";

/**
 * The page's side of the service worker (issue 34, decision 057). Every page with scripts registers
 * it (an inline script in the root layout, so island pages without the Remix runtime do too);
 * without JavaScript there is none, and nothing changes.
 */
export const SERVICE_WORKER_REGISTRATION =
  "if('serviceWorker' in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js',{scope:'/'}).catch(function(){})});";

type Message =
  | { type: "member"; member: string | null }
  | { type: "sync-vouchers" }
  | { type: "keep-desk"; member: string; desk: Omit<KeptDesk, "member" | "savedAt"> };

function tellWorker(message: Message): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/**
 * On pages Remix hydrates, a sign-out or another member's sign-in changes the root's data without a
 * page load the worker would see: say who is signed in now, so it drops anyone else's copies at once.
 * `undefined` (the admin area) says nothing.
 */
export function useMemberForServiceWorker(member: string | null | undefined): void {
  useEffect(() => {
    if (member !== undefined) tellWorker({ type: "member", member });
  }, [member]);
}

/** My bookings and a confirmed payment: bring the vouchers kept on this phone up to date. */
export function useKeepVouchers(): void {
  useEffect(() => tellWorker({ type: "sync-vouchers" }), []);
}

/**
 * The operator desk: keep its arrivals list for the booth with no signal, as its operator's (the
 * root's member marker). Again after every check-in, as the list the page shows changes.
 */
export function useKeepDesk(desk: Omit<KeptDesk, "member" | "savedAt">): void {
  const member = (useRouteLoaderData("root") as { member?: string | null } | undefined)?.member;
  const snapshot = JSON.stringify(desk);
  useEffect(() => {
    if (member) tellWorker({ type: "keep-desk", member, desk: JSON.parse(snapshot) as typeof desk });
  }, [member, snapshot]);
}
