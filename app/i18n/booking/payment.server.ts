import { defineCatalogue } from "../catalogue";

/** After the gateway: the success page (spec §2 Payment success) and the result page of any other ending. */
export const PAYMENT_SUCCESS = defineCatalogue({
  en: {
    title: "Payment successful",
    heading: "Payment successful",
    bookingCode: "Booking code",
    totalPaid: "Total paid",
    carPark: "Car park",
    address: "Address",
    arrival: "Arrival",
    departure: "Departure",
    vehicle: "Vehicle",
    paymentId: "Payment id",
    received: "Your payment was received. The booking will show in My bookings; if it does not, please contact support.",
    receivedWithId: "Your payment ({id}) was received. The booking will show in My bookings; if it does not, please contact support.",
    takingYou: "Taking you to your bookings…",
    goNow: "Go now",
  },
  hi: {
    title: "भुगतान सफल",
    heading: "भुगतान सफल",
    bookingCode: "बुकिंग कोड",
    totalPaid: "कुल भुगतान",
    carPark: "पार्किंग",
    address: "पता",
    arrival: "पहुँचने का समय",
    departure: "निकलने का समय",
    vehicle: "वाहन",
    paymentId: "भुगतान आईडी",
    received: "आपका भुगतान मिल गया है। बुकिंग ‘मेरी बुकिंग’ में दिखेगी; अगर न दिखे, तो कृपया सहायता टीम से संपर्क करें।",
    receivedWithId: "आपका भुगतान ({id}) मिल गया है। बुकिंग ‘मेरी बुकिंग’ में दिखेगी; अगर न दिखे, तो कृपया सहायता टीम से संपर्क करें।",
    takingYou: "आपको आपकी बुकिंग पर ले जा रहे हैं…",
    goNow: "अभी जाएँ",
  },
});

export type PaymentSuccessMessages = { readonly [K in keyof typeof PAYMENT_SUCCESS.en]: string };

export const PAYMENT_RESULT = defineCatalogue({
  en: {
    title: "Payment",
    failed: "Payment failed",
    checkOutAgain: "Check out again",
    tryAgain: "Try again",
    refunded: "Payment refunded",
    goToBookings: "Go to my bookings",
    wrong: "Something went wrong",
    support: "Support:",
    nothing: "Nothing to confirm here",
    nothingText: "This page finishes a payment. Your bookings are in My bookings.",
    holdLapsed: "We held your space for {minutes} minutes and that time has passed. Check out again: we have kept your choices.",
    verifyFailed: "Something wrong happened while verifying your payment. If money was taken, it will be refunded; please contact support.",
  },
  hi: {
    title: "भुगतान",
    failed: "भुगतान विफल",
    checkOutAgain: "फिर से चेकआउट करें",
    tryAgain: "फिर कोशिश करें",
    refunded: "भुगतान वापस किया गया",
    goToBookings: "मेरी बुकिंग पर जाएँ",
    wrong: "कुछ गड़बड़ हो गई",
    support: "सहायता:",
    nothing: "यहाँ कन्फ़र्म करने के लिए कुछ नहीं है",
    nothingText: "यह पेज भुगतान पूरा करता है। आपकी बुकिंग ‘मेरी बुकिंग’ में हैं।",
    holdLapsed: "हमने आपकी जगह {minutes} मिनट तक रोककर रखी थी और वह समय बीत गया है। फिर से चेकआउट करें: आपकी पसंद हमने सहेज रखी है।",
    verifyFailed: "आपके भुगतान की पुष्टि करते समय कुछ गड़बड़ हो गई। अगर पैसा कटा है, तो वापस कर दिया जाएगा; कृपया सहायता टीम से संपर्क करें।",
  },
});

export type PaymentResultMessages = { readonly [K in keyof typeof PAYMENT_RESULT.en]: string };
