import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/utils/session.server";
import { readPost } from "@core/community/posts";
import { DomainError } from "@core/errors";
import { services } from "@core/services";

/**
 * GET /media/posts/{id}/{web|full}: a post's picture or video for the pages, members only (core's
 * readPost asks first). Interim: the bytes pass through the app, which suits the local product and
 * the seeded files; the uploads work (decision 012, next) replaces this with a redirect to a
 * short-lived signed link, as Lambda cannot answer with a 50 MB body.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  if (params.variant !== "web" && params.variant !== "full") return plain("Not found.", 404);
  try {
    const { post } = await readPost(services().table, user, params.id ?? "");
    const key = params.variant === "web" && post.file?.web ? post.file.web.key : post.file?.key;
    const file = key ? await services().files.get(key) : undefined;
    if (!file) return plain("Not found.", 404);
    // The S3 SDK hands back a plain ArrayBuffer-backed array; the cast only narrows its type.
    return new Response(file.body as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": file.contentType, "Cache-Control": "private, max-age=600", "X-Content-Type-Options": "nosniff" },
    });
  } catch (error) {
    if (error instanceof DomainError && (error.status === 403 || error.status === 404)) return plain(error.message, error.status);
    throw error;
  }
}

function plain(message: string, status: number): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
}
