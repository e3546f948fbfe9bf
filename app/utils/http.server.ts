import { data } from "@remix-run/node";
import { NotFoundError } from "@core/errors";

/**
 * Ends a loader or an action with a 404: the nearest ErrorBoundary (app/components/kit/ErrorBoundary.tsx,
 * through the root or the signed-in layout) draws the not-found page with the status kept. Another
 * member's booking or vehicle is a 404 too, so an id reveals nothing.
 */
export function notFound(): never {
  throw data({ reason: "not-found" }, { status: 404 });
}

/**
 * "Not found → 404", once (in the manner of Epic Stack's invariantResponse): core's NotFoundError
 * ends the request with the not-found page; any other error is the caller's to handle, so a
 * refusal can still become the form's message.
 */
export function notFoundOn(error: unknown): void {
  if (error instanceof NotFoundError) notFound();
}

/** What core answers, or the not-found page when core says there is no such thing (or it is not the member's). */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    notFoundOn(error);
    throw error;
  }
}
