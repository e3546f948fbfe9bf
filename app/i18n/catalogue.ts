/** The catalogue kit lives in core (functions/core/i18n/catalogue.ts): core's mails and documents use it too. */
export { defineCatalogue, fill, type Catalogue, type Messages } from "@core/i18n/catalogue";
