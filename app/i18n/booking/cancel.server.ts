import { defineCatalogue } from "../catalogue";

/** The cancel page without JavaScript (/booking/{id}/cancel). */
export const CANCEL_BOOKING = defineCatalogue({
  en: {
    title: "Cancel booking",
    heading: "Cancel booking",
    backToBookings: "Back to my bookings",
    bookingCode: "Booking code",
    arrival: "Arrival",
    departure: "Departure",
    vehicle: "Vehicle",
    totalPaid: "Total paid",
    status: "Status",
    back: "Back",
    question: "Cancel this booking?",
    refund: "You will get a refund of {amount} to the way you paid, within 5–10 working days.",
    openUntil: "Free cancellation is open until {deadline}.",
    continue: "Continue",
    cancelling: "Cancelling...",
  },
  hi: {
    title: "बुकिंग रद्द करें",
    heading: "बुकिंग रद्द करें",
    backToBookings: "मेरी बुकिंग पर वापस जाएँ",
    bookingCode: "बुकिंग कोड",
    arrival: "पहुँचने का समय",
    departure: "निकलने का समय",
    vehicle: "वाहन",
    totalPaid: "कुल भुगतान",
    status: "स्थिति",
    back: "वापस",
    question: "यह बुकिंग रद्द करें?",
    refund: "आपको 5–10 कामकाजी दिनों में {amount} का रिफ़ंड उसी तरीके से मिलेगा जिससे आपने भुगतान किया था।",
    openUntil: "मुफ़्त रद्द करने की सुविधा {deadline} तक है।",
    continue: "जारी रखें",
    cancelling: "रद्द हो रही है...",
  },
});

export type CancelBookingMessages = { readonly [K in keyof typeof CANCEL_BOOKING.en]: string };
