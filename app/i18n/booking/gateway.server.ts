import { defineCatalogue } from "../catalogue";

/** The local test gateway's page (/test-gateway/checkout), Razorpay's stand-in when no keys are set. */
export const TEST_GATEWAY = defineCatalogue({
  en: {
    title: "Test gateway checkout",
    eyebrow: "Payment gateway",
    heading: "SMART PARKING test gateway — no real money moves",
    intro: "This page stands in for Razorpay while the product runs locally.",
    amount: "Amount",
    order: "Order",
    merchant: "Merchant",
    status: "Status",
    created: "created",
    paid: "paid",
    failed: "failed",
    lost: "Payment authorised, but this gateway did not go back to SMART PARKING (an injected fault). The payment reconciler captures and settles it.",
    complete: "Complete test payment",
    fail: "Fail test payment",
    signed: "Signed like Razorpay's callbacks, so SMART PARKING verifies it with its production code.",
    returning: "Returning to SMART PARKING…",
    returnTo: "Return to SMART PARKING",
  },
  hi: {
    title: "टेस्ट गेटवे चेकआउट",
    eyebrow: "पेमेंट गेटवे",
    heading: "SMART PARKING टेस्ट गेटवे — कोई असली पैसा नहीं कटता",
    intro: "जब प्रोडक्ट लोकल चलता है, तब यह पेज Razorpay की जगह काम करता है।",
    amount: "राशि",
    order: "ऑर्डर",
    merchant: "मर्चेंट",
    status: "स्थिति",
    created: "बनाया गया",
    paid: "भुगतान हो गया",
    failed: "विफल",
    lost: "भुगतान मंज़ूर हुआ, पर यह गेटवे SMART PARKING पर वापस नहीं गया (जान-बूझकर डाली गई गड़बड़ी)। पेमेंट रिकंसाइलर इसे कैप्चर करके निपटा देता है।",
    complete: "टेस्ट भुगतान पूरा करें",
    fail: "टेस्ट भुगतान विफल करें",
    signed: "Razorpay के कॉलबैक की तरह साइन किया गया, ताकि SMART PARKING इसे अपने असली कोड से जाँचे।",
    returning: "SMART PARKING पर वापस जा रहे हैं…",
    returnTo: "SMART PARKING पर वापस जाएँ",
  },
});

export type TestGatewayMessages = { readonly [K in keyof typeof TEST_GATEWAY.en]: string };
