import { defineCatalogue } from "../catalogue";

/** /auth/verify/:token when the link is spent or wrong (a good link redirects to /email-verified). */
export const VERIFY_EMAIL = defineCatalogue({
  en: {
    title: "Verify E-mail",
    invalid: "This verification link is invalid or has expired.",
    alreadyVerified: "Your e-mail address is already verified, so there is nothing more to do.",
    sendNew: "Verification links are valid for 7 days and work once. We can send a new one to {email}.",
    sendButton: "Send a new verification link",
    sending: "Sending...",
    signInFirst: "Verification links are valid for 7 days and work once. {link} to have a new one sent to you.",
    signIn: "Sign in",
    sent: "We have sent a new verification link to {email}. Please check your spam folder too.",
    sendFailed: "We could not send the e-mail just now. Please try again later.",
    home: "Go to the home page",
  },
  hi: {
    title: "ई-मेल की पुष्टि",
    invalid: "पुष्टि का यह लिंक गलत है या इसकी समय-सीमा खत्म हो गई है।",
    alreadyVerified: "आपके ई-मेल पते की पुष्टि पहले ही हो चुकी है, अब कुछ और करने की ज़रूरत नहीं है।",
    sendNew: "पुष्टि के लिंक 7 दिन तक मान्य रहते हैं और एक ही बार काम करते हैं। हम {email} पर नया लिंक भेज सकते हैं।",
    sendButton: "पुष्टि का नया लिंक भेजें",
    sending: "भेजा जा रहा है...",
    signInFirst: "पुष्टि के लिंक 7 दिन तक मान्य रहते हैं और एक ही बार काम करते हैं। नया लिंक पाने के लिए {link}।",
    signIn: "साइन इन करें",
    sent: "हमने {email} पर पुष्टि का नया लिंक भेज दिया है। कृपया अपना स्पैम फ़ोल्डर भी देखें।",
    sendFailed: "हम अभी ई-मेल नहीं भेज सके। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    home: "होम पेज पर जाएँ",
  },
});

export type VerifyEmailMessages = { readonly [K in keyof typeof VERIFY_EMAIL.en]: string };

/** /email-verified, where a good verification link lands. */
export const EMAIL_VERIFIED = defineCatalogue({
  en: {
    title: "E-mail Verified",
    heading: "Your e-mail address has been verified.",
    ready: "Thank you. Your SMART PARKING account is ready to use.",
    continueBooking: "Continue with your booking",
    continueWhere: "Continue where you left off",
    signIn: "Sign in",
    home: "Go to the home page",
  },
  hi: {
    title: "ई-मेल की पुष्टि हो गई",
    heading: "आपके ई-मेल पते की पुष्टि हो गई है।",
    ready: "धन्यवाद। आपका SMART PARKING खाता इस्तेमाल के लिए तैयार है।",
    continueBooking: "अपनी बुकिंग जारी रखें",
    continueWhere: "जहाँ छोड़ा था, वहीं से जारी रखें",
    signIn: "साइन इन करें",
    home: "होम पेज पर जाएँ",
  },
});

export type EmailVerifiedMessages = { readonly [K in keyof typeof EMAIL_VERIFIED.en]: string };
