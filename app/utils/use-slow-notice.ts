import { useEffect, useState } from "react";

/** Spec §9: the slow sign-in (and sign-up) notice appears after 5000 ms of waiting. */
export const SLOW_NOTICE_MS = 5000;

/** True once `busy` has lasted SLOW_NOTICE_MS; false again as soon as it ends. Isomorphic: false on the server. */
export function useSlowNotice(busy: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SLOW_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return slow;
}
