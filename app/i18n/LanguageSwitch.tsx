import { useLocation } from "@remix-run/react";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from "@core/i18n/languages";
import { useFrameTexts } from "./frame";

/**
 * The language switch (issue 35 §2): a plain link to the other language, named in that language
 * (so a Hindi reader finds "हिन्दी" on an English page), that works without JavaScript. A full
 * page load (`<a>`, not a client navigation): every text on the page, the frame's too, changes.
 * It comes back to this very page, query included.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { language, chrome } = useFrameTexts();
  const location = useLocation();
  const other: Language = language === "hi" ? "en" : "hi";
  const href = `/language?${new URLSearchParams({ to: other, back: `${location.pathname}${location.search}` })}`;
  return (
    <a href={href} lang={LANGUAGE_TAGS[other]} hrefLang={LANGUAGE_TAGS[other]} title={chrome.language} className={className}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
