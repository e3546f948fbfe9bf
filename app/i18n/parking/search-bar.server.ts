import { WINDOW_MESSAGES } from "@core/availability/window";
import { PARKING_HINDI } from "@core/i18n/hindi/parking";
import type { Language } from "@core/i18n/languages";
import { defineCatalogue } from "../catalogue";
import { pageLanguage } from "../language.server";

/**
 * The parking search bar (spec §2), shared by home, /search and /booking: the island pages get these
 * texts in the island's props, so only this language's reach the browser. The window messages are
 * core's (availability/window.ts, their Hindi core's catalogue): the bar checks the window in the browser and shows them itself.
 */
export const SEARCH_BAR = defineCatalogue({
  en: {
    search: "Search",
    formLabel: "Search for parking",
    didYouMean: "Did you mean:",
    place: "Place",
    placePlaceholder: "Where do you want to park?",
    placeSuggestions: "Place suggestions",
    arrival: "Arrival",
    departure: "Departure",
    invalidArrival: WINDOW_MESSAGES.invalidArrival,
    invalidDeparture: WINDOW_MESSAGES.invalidDeparture,
    arrivalPast: WINDOW_MESSAGES.arrivalPast,
    departureBeforeArrival: WINDOW_MESSAGES.departureBeforeArrival,
    tooLong: WINDOW_MESSAGES.tooLong,
    // The kinds of place a suggestion is (core/places/gazetteer.ts PlaceKind), as the list shows them.
    kindCity: "city",
    kindLocality: "locality",
    kindStation: "station",
    kindAirport: "airport",
    kindMall: "mall",
    kindMarket: "market",
    kindHospital: "hospital",
    kindStadium: "stadium",
    kindBusiness: "business",
  },
  hi: {
    search: "खोजें",
    formLabel: "पार्किंग खोजें",
    didYouMean: "क्या आपका मतलब था:",
    place: "जगह",
    placePlaceholder: "आप कहाँ पार्क करना चाहते हैं?",
    placeSuggestions: "जगह के सुझाव",
    arrival: "पहुँचने का समय",
    departure: "निकलने का समय",
    invalidArrival: PARKING_HINDI[WINDOW_MESSAGES.invalidArrival]!,
    invalidDeparture: PARKING_HINDI[WINDOW_MESSAGES.invalidDeparture]!,
    arrivalPast: PARKING_HINDI[WINDOW_MESSAGES.arrivalPast]!,
    departureBeforeArrival: PARKING_HINDI[WINDOW_MESSAGES.departureBeforeArrival]!,
    tooLong: PARKING_HINDI[WINDOW_MESSAGES.tooLong]!,
    kindCity: "शहर",
    kindLocality: "इलाका",
    kindStation: "स्टेशन",
    kindAirport: "हवाई अड्डा",
    kindMall: "मॉल",
    kindMarket: "बाज़ार",
    kindHospital: "अस्पताल",
    kindStadium: "स्टेडियम",
    kindBusiness: "बिज़नेस एरिया",
  },
});

export type SearchBarMessages = { readonly [K in keyof typeof SEARCH_BAR.en]: string };

/**
 * The bar's props that depend on the request's language, for a page that shows the bar (/booking):
 * `<SearchBar {...searchBarTexts} …>`.
 */
export async function searchBarTexts(request: Request): Promise<{ t: SearchBarMessages; language: Language }> {
  const language = await pageLanguage(request);
  return { t: SEARCH_BAR.pick(language), language };
}
