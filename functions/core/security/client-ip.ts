/**
 * The client's address for per-IP rate limits and device contexts. Behind CloudFront the
 * connection comes from an edge server, so the viewer-request function stamps `x-viewer-ip`
 * (overwriting any value the client sent). X-Forwarded-For is never trusted: its first entry is
 * whatever the client wrote. Without the stamp (local server, or a direct call to the API's own
 * URL) the connection's address is used. A caller of the raw execute-api URL could forge the stamp
 * and dodge per-IP limits (not per-account ones); docs/decisions/003 notes the follow-up.
 */
export function clientIp(header: (name: string) => string | null | undefined, connectionIp: string | undefined): string {
  const stamped = header("x-viewer-ip")?.trim();
  if (stamped && /^[0-9a-fA-F:.]{2,45}$/.test(stamped)) return stamped;
  return connectionIp || "unknown";
}
