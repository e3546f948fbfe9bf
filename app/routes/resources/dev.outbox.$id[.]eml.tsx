import type { LoaderFunctionArgs } from "@remix-run/node";
import { services } from "@core/services";

/** The raw message as sent (MIME), to open in a mail client. Same guard as the outbox pages. */
export async function loader({ params }: LoaderFunctionArgs) {
  const svc = services();
  if (!svc.outbox || svc.config.APP_ENV === "production") throw new Response(null, { status: 404 });
  const id = params.id ?? "";
  const raw = await svc.outbox.raw(id);
  if (!raw) throw new Response(null, { status: 404 });
  return new Response(new Uint8Array(raw), {
    headers: {
      "Content-Type": "message/rfc822",
      "Content-Disposition": `attachment; filename="${id}.eml"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
