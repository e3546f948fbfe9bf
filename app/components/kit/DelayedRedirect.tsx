import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Goes to `to` after `seconds`, with or without JavaScript. Without it, a meta refresh inside
 * <noscript> (parsed only when scripting is off); with it, a timer that is cancelled when the member
 * navigates away first. A refresh in <head> would keep firing after a client-side navigation.
 */
export function DelayedRedirect({ to, seconds }: { to: string; seconds: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(to), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [navigate, to, seconds]);
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${seconds};url=${to}`} />
    </noscript>
  );
}
