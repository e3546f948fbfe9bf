import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/utils/session.server";
import { MEDIA_VARIANTS, type MediaVariant } from "@core/community/post";
import { postMediaUrl } from "@core/community/post-media";
import { DomainError } from "@core/errors";
import { services } from "@core/services";

/**
 * GET /media/posts/{id}/{web|full}: a post's picture (or video) for pages, checked with the cookie
 * session the way the API's GET /api/posts/{id}/file checks the bearer token, by the same core
 * function: members only, then a redirect to a short-lived link to the bucket (decision 012). An
 * <img> or <video> cannot follow /access-denied, so a refusal is a plain 403 or 404. A resource
 * route: the _app layout's loader does not run, so the session is checked here.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const variant = params.variant as MediaVariant;
  if (!MEDIA_VARIANTS.includes(variant)) return plain("Not found.", 404);
  try {
    const link = await postMediaUrl(services(), user, params.id ?? "", variant);
    // Kept for the rest of the link's signing window: every view in it gets the same link.
    return redirect(link.url, { status: 302, headers: { "Cache-Control": `private, max-age=${link.maxAgeSeconds}` } });
  } catch (error) {
    if (error instanceof DomainError && (error.status === 403 || error.status === 404)) return plain(error.message, error.status);
    throw error;
  }
}

function plain(message: string, status: number): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
}
