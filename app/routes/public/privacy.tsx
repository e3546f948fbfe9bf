import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { config } from "@core/config";
import { GRIEVANCE_RESPONSE_DAYS } from "@core/privacy/grievance-schema";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";
import { TEXT_LINK } from "~/components/public/ContactFormParts";
import { fill } from "~/i18n/catalogue";
import { pageLanguage } from "~/i18n/language.server";
import { PRIVACY, type PrivacyMessages } from "~/i18n/public/privacy.server";
import { DATA_WE_HOLD, PROCESSORS, RETENTION, RIGHTS } from "~/routes/public/parts/privacy-notice";
import { BRAND_NAME, COMPANY_NAME, POSTAL_ADDRESS_LINES, pageTitle } from "~/utils/brand";
import { sharedPageHeaders } from "~/utils/edge-cache.server";

/**
 * /privacy (issue 32 §5, decision 050): the privacy notice. The Grievance Officer comes from the
 * configuration (the same for every visitor), so the page is kept at the edge like /terms, one copy
 * per language (decision 058): only this language's texts reach the browser.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const c = config();
  const t = PRIVACY.pick(await pageLanguage(request)) as PrivacyMessages;
  // The address lines start with the company name.
  const facts = { brand: BRAND_NAME, company: COMPANY_NAME, address: POSTAL_ADDRESS_LINES.slice(1).join(", "), days: GRIEVANCE_RESPONSE_DAYS };
  const filled = Object.fromEntries(Object.entries(t).map(([key, text]) => [key, fill(text, facts)])) as PrivacyMessages;
  // The configured role is written in English; its default reads in the page's language.
  const role = c.GRIEVANCE_OFFICER_ROLE === PRIVACY.en.officerRole ? t.officerRole : c.GRIEVANCE_OFFICER_ROLE;
  const processors = PROCESSORS.map((p) => ({ who: p.where ? `${p.name}, ${t[p.where]}` : p.name, what: t[p.what] }));
  return { t: filled, processors, officer: { name: c.GRIEVANCE_OFFICER_NAME, role, email: c.GRIEVANCE_OFFICER_EMAIL } };
}

export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Privacy notice") },
  ...(data ? [{ name: "description", content: data.t.description }] : []),
];

export default function Privacy() {
  const { t, processors, officer } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t.heading}</h1>
      <p className="mt-3 text-lg text-slate-700">{t.intro}</p>

      <Section id="privacy-who-we-are" title={t.whoTitle}>
        <p className="mt-2 leading-7 text-slate-700">{t.who}</p>
      </Section>

      <Section id="privacy-what-we-collect-and-why" title={t.collectTitle}>
        <dl className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {DATA_WE_HOLD.map((kind) => (
            <div key={kind.what} className="px-4 py-3">
              <dt className="font-semibold text-slate-900">{t[kind.what]}</dt>
              <dd className="mt-1 leading-7 text-slate-700">{t[kind.details]}</dd>
              <dd className="mt-1 leading-7 text-slate-700">
                <span className="font-semibold">{t.why}</span>
                {t[kind.why]}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="privacy-how-long-we-keep-it" title={t.keepTitle}>
        <ul className="mt-2 list-disc space-y-2 pl-6 leading-7 text-slate-700">
          {RETENTION.map((key) => (
            <li key={key}>{t[key]}</li>
          ))}
        </ul>
      </Section>

      <Section id="privacy-who-processes-it-for-us" title={t.processorsTitle}>
        <p className="mt-2 leading-7 text-slate-700">{t.processorsIntro}</p>
        <ul className="mt-2 list-disc space-y-1 pl-6 leading-7 text-slate-700">
          {processors.map((p) => (
            <li key={p.who}>
              <span className="font-semibold">{p.who}</span> {p.what}
            </li>
          ))}
        </ul>
        <p className="mt-2 leading-7 text-slate-700">{t.carParkSees}</p>
      </Section>

      <Section id="privacy-your-rights" title={t.rightsTitle}>
        <ul className="mt-2 space-y-3">
          {RIGHTS.map((r) => (
            <li key={r.right} className="leading-7 text-slate-700">
              <span className="font-semibold text-slate-900">
                {t[r.right]}
                {t.rightEnd}
              </span>{" "}
              {t[r.how]}{" "}
              {r.link ? (
                <Link to={r.link.to} className={TEXT_LINK}>
                  {t[r.link.label]}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="privacy-grievance-officer" title={t.officerTitle}>
        <div className="mt-2 rounded-xl border border-slate-200 bg-brand-50 p-4 leading-7 text-slate-800">
          <p className="font-semibold text-slate-900">{officer.name}</p>
          <p>{officer.role}</p>
          <p>
            {t.officerEmail}{" "}
            <a href={`mailto:${officer.email}`} className={`${TEXT_LINK} break-words`}>
              {officer.email}
            </a>
          </p>
        </div>
        <p className="mt-3 leading-7 text-slate-700">{t.officerAnswer}</p>
        <p className="mt-4">
          <Link
            to="/privacy/grievance"
            className="inline-flex items-center justify-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t.writeToOfficer}
          </Link>
        </p>
      </Section>

      <Section id="privacy-changes-to-this-notice" title={t.changesTitle}>
        <p className="mt-2 leading-7 text-slate-700">
          {t.changesText}{" "}
          <Link to="/terms" className={TEXT_LINK}>
            {t.termsLink}
          </Link>
          {t.changesEnd}
        </p>
      </Section>
    </div>
  );
}

/** A section of the notice; `id` is its heading's anchor in every language. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
