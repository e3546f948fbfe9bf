import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { formatIndia } from "~/utils/india-time";
import { Form, Link, useLoaderData, useLocation, useOutlet, useParams } from "@remix-run/react";
import { pageTitle } from "~/utils/brand";
import { services } from "@core/services";

/**
 * Development only: the mail the app "sent" through the local outbox adapter. A 404 wherever the
 * outbox is not configured, and always in production, so it can never show real members' mail.
 */
function devOutbox() {
  const svc = services();
  if (!svc.outbox || svc.config.APP_ENV === "production") throw new Response(null, { status: 404 });
  return svc.outbox;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const outbox = devOutbox();
  const to = (new URL(request.url).searchParams.get("to") ?? "").trim().toLowerCase();
  const all = await outbox.list();
  const messages = all
    .filter((m) => !to || m.to.toLowerCase().includes(to))
    .map((m) => ({ id: m.id, to: m.to, subject: m.subject, sentAt: m.sentAt, time: formatIndia(m.sentAt) }));
  return { to, total: all.length, messages };
}

export const meta: MetaFunction = () => [{ title: pageTitle("Mail Outbox") }, { name: "robots", content: "noindex" }];

/** The list; a message opened from it shows beside it (the child route). */
export default function Outbox() {
  const { to, total, messages } = useLoaderData<typeof loader>();
  const outlet = useOutlet();
  const { id: openId } = useParams();
  const { search } = useLocation();

  return (
    <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">Development only</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900">Mail outbox</h1>
          <p className="mt-1 text-sm text-slate-600">Every e-mail the app sends locally lands here instead of a mailbox, newest first.</p>
        </div>
        <Form method="get" role="search" className="flex gap-2">
          <label htmlFor="to" className="sr-only">
            Recipient
          </label>
          <input
            id="to"
            name="to"
            type="search"
            defaultValue={to}
            placeholder="Filter by recipient"
            className="w-56 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          />
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            Filter
          </button>
        </Form>
      </div>

      <div className={`mt-6 grid gap-6 ${outlet ? "lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]" : ""}`}>
        <section aria-label="Messages" className="min-w-0">
          {messages.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
              {to ? `No e-mail to addresses containing “${to}” (${total} in the outbox).` : "The outbox is empty."}
            </p>
          ) : (
            <ol className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
              {messages.map((m) => (
                <li key={m.id}>
                  <Link
                    to={{ pathname: `/dev/outbox/${m.id}`, search }}
                    aria-current={m.id === openId ? "page" : undefined}
                    className="block px-4 py-3 hover:bg-brand-50 aria-[current=page]:bg-brand-50"
                  >
                    <span className="block truncate font-semibold text-slate-900">{m.subject}</span>
                    <span className="mt-0.5 flex flex-wrap justify-between gap-x-4 text-sm text-slate-600">
                      <span className="truncate">{m.to}</span>
                      <time dateTime={m.sentAt}>{m.time}</time>
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </section>
        {outlet}
      </div>
    </div>
  );
}
