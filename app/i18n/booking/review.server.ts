import { defineCatalogue } from "../catalogue";

/** Reviewing a Completed stay (issue 14, decision 028): /booking/{id}/review. */
export const REVIEW_STAY = defineCatalogue({
  en: {
    title: "Review your stay",
    backToBookings: "Back to my bookings",
    editReview: "Edit your review",
    writeReview: "Write a review",
    bookingLine: "Booking {code}, {from} to {to}",
    yourRating: "Your rating",
    ratingHint: "1 star is poor, 5 stars is excellent.",
    oneStar: "1 star",
    nStars: "{n} stars",
    yourReview: "Your review (optional)",
    reviewHint: "What was good, what could be better. Up to {max} characters.",
    saving: "Saving...",
    save: "Save",
    deleteHeading: "Delete your review",
    deleteText: "Your stars and text leave the car park's page.",
    deleting: "Deleting...",
  },
  hi: {
    title: "अपनी पार्किंग का रिव्यू लिखें",
    backToBookings: "मेरी बुकिंग पर वापस जाएँ",
    editReview: "अपना रिव्यू बदलें",
    writeReview: "रिव्यू लिखें",
    bookingLine: "बुकिंग {code}, {from} से {to} तक",
    yourRating: "आपकी रेटिंग",
    ratingHint: "1 स्टार यानी खराब, 5 स्टार यानी बहुत बढ़िया।",
    oneStar: "1 स्टार",
    nStars: "{n} स्टार",
    yourReview: "आपका रिव्यू (ज़रूरी नहीं)",
    reviewHint: "क्या अच्छा था, क्या बेहतर हो सकता था। ज़्यादा से ज़्यादा {max} अक्षर।",
    saving: "सेव हो रहा है...",
    save: "सेव करें",
    deleteHeading: "अपना रिव्यू हटाएँ",
    deleteText: "आपके स्टार और टेक्स्ट पार्किंग के पेज से हट जाएँगे।",
    deleting: "हटा रहे हैं...",
  },
});

export type ReviewStayMessages = { readonly [K in keyof typeof REVIEW_STAY.en]: string };
