import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { formatIndia } from "~/utils/india-time";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { pageTitle } from "~/utils/brand";
import { services } from "@core/services";

/** As the list: a 404 unless the local outbox is configured, and always in production. */
function devOutbox() {
  const svc = services();
  if (!svc.outbox || svc.config.APP_ENV === "production") throw new Response(null, { status: 404 });
  return svc.outbox;
}

export async function loader({ params }: LoaderFunctionArgs) {
  const message = await devOutbox().get(params.id ?? "");
  if (!message) throw new Response(null, { status: 404 });
  return {
    id: message.id,
    to: message.to,
    subject: message.subject,
    sentAt: message.sentAt,
    time: formatIndia(message.sentAt),
    text: message.text,
    attachments: message.attachments,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `${data.subject} · Mail Outbox` : "Mail Outbox") },
  { name: "robots", content: "noindex" },
];

export default function OutboxMessage() {
  const message = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="message-subject" className="min-w-0 rounded-lg border border-slate-200 bg-white">
      <header className="border-b border-slate-200 px-5 py-4">
        <h2 id="message-subject" className="text-lg font-bold text-slate-900">
          {message.subject}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">To</dt>
          <dd className="break-all text-slate-900">{message.to}</dd>
          <dt className="text-slate-500">Sent</dt>
          <dd className="text-slate-900">
            <time dateTime={message.sentAt}>{message.time}</time> (India time)
          </dd>
          {message.attachments.length > 0 ? (
            <>
              <dt className="text-slate-500">Attached</dt>
              <dd className="text-slate-900">
                {message.attachments.map((a) => `${a.filename} (${a.contentType}, ${formatSize(a.size)})`).join(", ")}
              </dd>
            </>
          ) : null}
        </dl>
        {/* A plain <a> to a resource route: the browser downloads it, the client router stays out of it. */}
        <a
          href={`/dev/outbox/${message.id}.eml`}
          download={`${message.id}.eml`}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          Download the raw message (.eml)
        </a>
      </header>
      <pre className="whitespace-pre-wrap break-words px-5 py-4 font-sans text-sm leading-6 text-slate-800">{linkify(message.text)}</pre>
    </article>
  );
}

/**
 * The text body with each http(s) URL as a link. Everything is rendered as React text and
 * attributes, so the body can never inject markup; trailing punctuation stays outside the link.
 */
function linkify(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const urls = /https?:\/\/[^\s<>"']+/g;
  let last = 0;
  for (const match of text.matchAll(urls)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, "");
    const start = match.index ?? 0;
    out.push(text.slice(last, start));
    out.push(
      <a key={start} href={url} className="break-all font-medium text-brand-700 underline">
        {url}
      </a>,
    );
    last = start + url.length;
  }
  out.push(text.slice(last));
  return out;
}

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}
