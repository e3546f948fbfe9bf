import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BRAND_NAME, COMPANY_NAME, POSTAL_ADDRESS_LINES, SUPPORT_EMAIL, pageTitle } from "~/utils/brand";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";
import { fill } from "~/i18n/catalogue";
import { pageLanguage } from "~/i18n/language.server";
import { TERMS, type TermsMessages } from "~/i18n/public/terms.server";

// Only this language's texts reach the browser (decision 058); the edge keeps one copy per language.
export async function loader({ request }: LoaderFunctionArgs) {
  const t = TERMS.pick(await pageLanguage(request)) as TermsMessages;
  // The address lines start with the company name.
  const facts = { brand: BRAND_NAME, company: COMPANY_NAME, address: POSTAL_ADDRESS_LINES.slice(1).join(", ") };
  return { t: { ...t, description: fill(t.description, facts), intro: fill(t.intro, facts), who1: fill(t.who1, facts) } };
}

// The same for every visitor: kept at the edge for anonymous requests, like /about (decision 030).
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Terms and Conditions") },
  ...(data ? [{ name: "description", content: data.t.description }] : []),
];

type Key = keyof TermsMessages;

/**
 * The terms the sign-up's consent box agrees to (issue 29): short and plain, one section a topic.
 * Static text (app/i18n/public/terms.server.ts); `id` is the heading's anchor in every language.
 */
const SECTIONS: readonly { id: string; title: Key; paragraphs: readonly Key[] }[] = [
  { id: "terms-who-we-are", title: "whoTitle", paragraphs: ["who1"] },
  { id: "terms-your-account", title: "accountTitle", paragraphs: ["account1", "account2", "account3"] },
  { id: "terms-booking-and-paying", title: "bookingTitle", paragraphs: ["booking1", "booking2", "booking3"] },
  { id: "terms-changes-cancellations-and-refunds", title: "changesTitle", paragraphs: ["changes1", "changes2"] },
  { id: "terms-discount-codes-and-passes", title: "codesTitle", paragraphs: ["codes1", "codes2"] },
  { id: "terms-the-community", title: "communityTitle", paragraphs: ["community1", "community2"] },
  { id: "terms-your-data", title: "dataTitle", paragraphs: ["data1"] },
  { id: "terms-our-responsibility", title: "responsibilityTitle", paragraphs: ["responsibility1"] },
  { id: "terms-changes-to-these-terms-and-disputes", title: "disputesTitle", paragraphs: ["disputes1", "disputes2"] },
];

export default function Terms() {
  const { t } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t.heading}</h1>
      <p className="mt-3 text-lg text-slate-700">{t.intro}</p>
      {SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-8">
          <h2 id={section.id} className="text-xl font-bold text-slate-900">
            {t[section.title]}
          </h2>
          {section.paragraphs.map((key) => (
            <p key={key} className="mt-2 leading-7 text-slate-700">
              {t[key]}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-10 rounded-lg bg-slate-50 p-4 text-slate-700">
        {t.questionsWriteTo}{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {SUPPORT_EMAIL}
        </a>{" "}
        {t.orUseThe}{" "}
        <Link to="/contact" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t.contactPage}
        </Link>
        {t.howWeHandle}{" "}
        <Link to="/privacy" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t.privacyNotice}
        </Link>
        {t.sentenceEnd}
      </p>
    </div>
  );
}
