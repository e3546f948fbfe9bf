/**
 * In production the names carry the `__Host-` prefix: browsers then accept the cookie only over
 * HTTPS, for this exact host, path /, and never from a sibling subdomain that sets a Domain cookie
 * (cookie tossing). Plain http://localhost cannot use the prefix, so local names go without it.
 */
export function cookieName(base: string, production: boolean): string {
  return production ? `__Host-${base}` : `__${base}`;
}
