import type { StoredFile } from "@core/ports/files/file-store";
import type { ApiResult } from "./http";

/**
 * A stored picture as an API answer: public caching for `maxAgeSeconds`, and headers that keep a
 * file from ever being run as a page (an SVG is an image here, never a document with scripts).
 */
export function imageResult(file: StoredFile, maxAgeSeconds: number): ApiResult {
  return {
    binary: { data: file.body, contentType: file.contentType },
    headers: {
      "cache-control": `public, max-age=${maxAgeSeconds}`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  };
}
