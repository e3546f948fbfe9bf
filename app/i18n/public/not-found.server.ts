import { defineCatalogue } from "../catalogue";

/** The not-found page of every URL no route claims (app/routes/public/$.tsx), as the kit's 404 screen words it. */
export const NOT_FOUND = defineCatalogue({
  en: {
    title: "Page not found",
    heading: "Page not found",
    text: "The page you are looking for does not exist or has moved.",
    home: "Go to the home page",
  },
  hi: {
    title: "पेज नहीं मिला",
    heading: "पेज नहीं मिला",
    text: "आप जो पेज ढूँढ़ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।",
    home: "होम पेज पर जाएँ",
  },
});

export type NotFoundMessages = { readonly [K in keyof typeof NOT_FOUND.en]: string };
