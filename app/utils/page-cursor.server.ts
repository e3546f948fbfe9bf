import { redirect } from "@remix-run/node";
import { ValidationError } from "@core/errors";

/**
 * "Bad page cursor → first page", once. Core refuses a cursor it cannot use (edited by hand, aged
 * out, or taken from another list: the table port's "Invalid page cursor.", a ValidationError);
 * a page shows its first page rather than an error for a link that was once right.
 */
function isRefusedCursor(cursor: string | null | undefined, error: unknown): boolean {
  return Boolean(cursor) && error instanceof ValidationError;
}

/** A page of a list read from `cursor`; a refused cursor reads the first page instead. */
export async function fromCursor<T>(cursor: string | null | undefined, read: (cursor: string | null) => Promise<T>): Promise<T> {
  try {
    return await read(cursor ?? null);
  } catch (error) {
    if (isRefusedCursor(cursor, error)) return read(null);
    throw error;
  }
}

/**
 * For a page whose address names the cursor (so the address must change too): a refused cursor
 * redirects to `firstPageHref`. Use as `.catch(restartOnBadCursor(cursor, href))`.
 */
export function restartOnBadCursor(cursor: string | null | undefined, firstPageHref: string) {
  return (error: unknown): never => {
    if (isRefusedCursor(cursor, error)) throw redirect(firstPageHref);
    throw error;
  };
}
