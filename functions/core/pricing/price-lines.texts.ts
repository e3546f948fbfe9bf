import { defineCatalogue } from "../i18n/catalogue";

/** The price summary's labels (price-lines.ts) on every page, mail and document that shows them. */
export const PRICE_LINE_TEXTS = defineCatalogue({
  en: {
    price: "Price",
    coupon: "Coupon",
    couponWithCode: "Coupon ({code})",
    taxable: "Taxable value",
    cgst: "CGST (9%)",
    sgst: "SGST (9%)",
    total: "Total",
    blocks: "{blocks} × {hours} h at {rate}",
    pass: "Pass price, paid in full",
  },
  hi: {
    price: "कीमत",
    coupon: "कूपन",
    couponWithCode: "कूपन ({code})",
    taxable: "टैक्स योग्य राशि",
    cgst: "CGST (9%)",
    sgst: "SGST (9%)",
    total: "कुल",
    blocks: "{blocks} × {hours} घंटे, {rate} की दर से",
    pass: "पास की कीमत, पूरी एक साथ",
  },
});
