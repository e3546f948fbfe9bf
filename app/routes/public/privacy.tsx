import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { config } from "@core/config";
import { GRIEVANCE_RESPONSE_DAYS } from "@core/privacy/grievance-schema";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";
import { TEXT_LINK } from "~/components/public/ContactFormParts";
import { DATA_WE_HOLD, PROCESSORS, RETENTION, RIGHTS } from "~/routes/public/parts/privacy-notice";
import { BRAND_NAME, COMPANY_NAME, POSTAL_ADDRESS_LINES, pageTitle } from "~/utils/brand";
import { sharedPageHeaders } from "~/utils/edge-cache.server";

/**
 * /privacy (issue 32 §5, decision 050): the privacy notice. The Grievance Officer comes from the
 * configuration (the same for every visitor), so the page is kept at the edge like /terms.
 */
export function loader() {
  const c = config();
  return { officer: { name: c.GRIEVANCE_OFFICER_NAME, role: c.GRIEVANCE_OFFICER_ROLE, email: c.GRIEVANCE_OFFICER_EMAIL } };
}

export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction = () => [
  { title: pageTitle("Privacy notice") },
  { name: "description", content: `What ${BRAND_NAME} collects, why, for how long, who processes it, and your rights.` },
];

export default function Privacy() {
  const { officer } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Privacy notice</h1>
      <p className="mt-3 text-lg text-slate-700">
        What {BRAND_NAME} collects about you, why, for how long, who processes it for us, and your rights under India&apos;s Digital
        Personal Data Protection Act, 2023.
      </p>

      <Section title="Who we are">
        <p className="mt-2 leading-7 text-slate-700">
          {COMPANY_NAME}, {POSTAL_ADDRESS_LINES.slice(1).join(", ")}, decides how your data is used (the Act calls us the Data Fiduciary).
          We do not sell your data, and we do not show you advertising from others.
        </p>
      </Section>

      <Section title="What we collect and why">
        <dl className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {DATA_WE_HOLD.map((kind) => (
            <div key={kind.what} className="px-4 py-3">
              <dt className="font-semibold text-slate-900">{kind.what}</dt>
              <dd className="mt-1 leading-7 text-slate-700">{kind.details}</dd>
              <dd className="mt-1 leading-7 text-slate-700">
                <span className="font-semibold">Why: </span>
                {kind.why}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title="How long we keep it">
        <List items={RETENTION} />
      </Section>

      <Section title="Who processes it for us">
        <p className="mt-2 leading-7 text-slate-700">Your data is stored in India. These companies process it on our behalf, for these purposes only:</p>
        <ul className="mt-2 list-disc space-y-1 pl-6 leading-7 text-slate-700">
          {PROCESSORS.map((p) => (
            <li key={p.who}>
              <span className="font-semibold">{p.who}</span> {p.what}
            </li>
          ))}
        </ul>
        <p className="mt-2 leading-7 text-slate-700">
          The car park you book sees your booking and your vehicle's number, so it can let you in.
        </p>
      </Section>

      <Section title="Your rights">
        <ul className="mt-2 space-y-3">
          {RIGHTS.map((r) => (
            <li key={r.right} className="leading-7 text-slate-700">
              <span className="font-semibold text-slate-900">{r.right}.</span> {r.how}{" "}
              {r.link ? (
                <Link to={r.link.to} className={TEXT_LINK}>
                  {r.link.label}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Grievance Officer">
        <div className="mt-2 rounded-xl border border-slate-200 bg-brand-50 p-4 leading-7 text-slate-800">
          <p className="font-semibold text-slate-900">{officer.name}</p>
          <p>{officer.role}</p>
          <p>
            E-mail:{" "}
            <a href={`mailto:${officer.email}`} className={`${TEXT_LINK} break-words`}>
              {officer.email}
            </a>
          </p>
        </div>
        <p className="mt-3 leading-7 text-slate-700">
          Every request gets a reference number by e-mail and an answer within {GRIEVANCE_RESPONSE_DAYS} days.
        </p>
        <p className="mt-4">
          <Link
            to="/privacy/grievance"
            className="inline-flex items-center justify-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            Write to the Grievance Officer
          </Link>
        </p>
      </Section>

      <Section title="Changes to this notice">
        <p className="mt-2 leading-7 text-slate-700">
          If we change how we use your data, we update this page first and tell members by e-mail of any change that affects them. See
          also our{" "}
          <Link to="/terms" className={TEXT_LINK}>
            terms and conditions
          </Link>
          .
        </p>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `privacy-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-2 list-disc space-y-2 pl-6 leading-7 text-slate-700">
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
