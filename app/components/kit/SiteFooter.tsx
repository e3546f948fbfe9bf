import { Link } from "@remix-run/react";
import { BRAND_NAME, COMPANY_NAME, PHONE, PHONE_HREF, POSTAL_ADDRESS_LINES, SUPPORT_EMAIL } from "~/utils/brand";
import { fill } from "~/i18n/catalogue";
import { useFrameTexts, type ChromeMessages } from "~/i18n/frame";
import { LanguageSwitch } from "~/i18n/LanguageSwitch";

const FOOTER_LINKS: readonly { to: string; label: keyof ChromeMessages }[] = [
  { to: "/about", label: "about" },
  { to: "/contact", label: "contact" },
  { to: "/help-you", label: "help" },
  // The header offers PROFESSIONALS only when signed in (spec §2); owners who are not members find it here.
  { to: "/professionals", label: "forOwners" },
  { to: "/terms", label: "terms" },
  { to: "/privacy", label: "privacy" },
];

export function SiteFooter() {
  const { chrome: t } = useFrameTexts();
  // Rendered on the server and hydrated on the client; the year can only differ for a moment at New Year.
  const year = new Date().getFullYear();

  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold tracking-wide text-white">
            <img src="/static/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
            {BRAND_NAME}
          </p>
          <p className="mt-3 max-w-xs text-sm text-brand-100">{t.tagline}</p>
        </div>

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t.reachUs}</h2>
          <address className="mt-3 text-sm not-italic leading-6 text-brand-100">
            {POSTAL_ADDRESS_LINES.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t.contact}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <span className="text-brand-100">{t.phone} </span>
              <a href={PHONE_HREF} className={footerLinkClass}>
                {PHONE}
              </a>
            </li>
            <li>
              <span className="text-brand-100">{t.email} </span>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={footerLinkClass}>
                {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className="text-brand-100">
            &copy; {year} {fill(t.rights, { company: COMPANY_NAME })}
          </p>
          <nav aria-label={t.footerNav}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLinkClass}>
                    {t[link.label]}
                  </Link>
                </li>
              ))}
              <li>
                <LanguageSwitch className={footerLinkClass} />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

// White on brand-900 for contrast; the focus ring turns white because the brand blue is too dark here.
const footerLinkClass = "rounded font-medium text-white underline underline-offset-2 hover:text-brand-100 focus-visible:outline-white";
