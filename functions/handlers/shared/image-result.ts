import type { StoredFile } from "@core/ports/files/file-store";
import type { ApiResult } from "./http";

/**
 * A stored picture as an API answer: public caching for `maxAgeSeconds` (or the given Cache-Control),
 * and headers that keep a file from ever being run as a page (an SVG is an image here, never a
 * document with scripts).
 */
export function imageResult(file: StoredFile, maxAgeSeconds: number, cacheControl = `public, max-age=${maxAgeSeconds}`): ApiResult {
  return {
    binary: { data: file.body, contentType: file.contentType },
    headers: {
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  };
}
