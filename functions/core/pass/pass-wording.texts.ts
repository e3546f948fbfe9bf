import { defineCatalogue } from "../i18n/catalogue";

/** A pass's plan, length and validity in words (pass-plan.ts, pass-terms.ts, pass-wording.ts), for pages in both languages. */
export const PASS_WORDING_TEXTS = defineCatalogue({
  en: {
    allDay: "24 hours",
    daytime: "Daytime, {from}–{to}",
    night: "Night, {from}–{to}",
    oneDay: "1 day",
    days: "{count} days",
    oneMonth: "1 month",
    months: "{count} months",
    multiLocation: "Multi-location, any time of day",
    fromActivation: "{length} from its activation at a booth, from {first} to {last}",
    range: "{from} to {to}",
  },
  hi: {
    allDay: "24 घंटे",
    daytime: "दिन, {from}–{to}",
    night: "रात, {from}–{to}",
    oneDay: "1 दिन",
    days: "{count} दिन",
    oneMonth: "1 महीना",
    months: "{count} महीने",
    multiLocation: "मल्टी-लोकेशन, दिन में किसी भी समय",
    fromActivation: "बूथ पर चालू होने से {length}, {first} से {last} के बीच",
    range: "{from} से {to} तक",
  },
});
