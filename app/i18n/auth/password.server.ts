import { defineCatalogue } from "../catalogue";

/** Forgot password (spec §8): the request for a reset link, and its answer. */
export const FORGOT_PASSWORD = defineCatalogue({
  en: {
    title: "Forgot Password",
    heading: "Forgot your password?",
    /** The same answer whether or not the address has an account, so the page reveals nothing. */
    sent: "If an account exists for that e-mail address, we have sent a link to reset your password. It is valid for 24 hours; please check your spam folder too.",
    noMail: "No e-mail after a while? Check the address and {link}, or contact support.",
    tryAgain: "try again",
    intro: "Enter the e-mail address of your account and we will send you an e-mail with instructions to reset your password.",
    email: "Email address",
    submit: "Reset Password",
    busy: "Sending...",
    remembered: "Remembered it? {link}",
    backToSignIn: "Back to sign in",
  },
  hi: {
    title: "पासवर्ड भूल गए",
    heading: "अपना पासवर्ड भूल गए?",
    sent: "अगर इस ई-मेल पते से कोई खाता है, तो हमने पासवर्ड रीसेट करने का लिंक भेज दिया है। यह 24 घंटे तक मान्य है; कृपया अपना स्पैम फ़ोल्डर भी देखें।",
    noMail: "कुछ देर बाद भी ई-मेल नहीं आया? पता जाँचें और {link}, या सपोर्ट से संपर्क करें।",
    tryAgain: "फिर से कोशिश करें",
    intro: "अपने खाते का ई-मेल पता डालें, हम आपको पासवर्ड रीसेट करने के निर्देशों वाला ई-मेल भेजेंगे।",
    email: "ई-मेल पता",
    submit: "पासवर्ड रीसेट करें",
    busy: "भेजा जा रहा है...",
    remembered: "याद आ गया? {link}",
    backToSignIn: "साइन इन पर वापस जाएँ",
  },
});

export type ForgotPasswordMessages = { readonly [K in keyof typeof FORGOT_PASSWORD.en]: string };

/** The reset link's page (spec §8). */
export const RESET_PASSWORD = defineCatalogue({
  en: {
    title: "Reset Password",
    heading: "Reset your password",
    loading: "Loading...",
    errorHeading: "Something went wrong",
    invalidHeading: "This link cannot be used",
    checkFailed: "An error occurred while verifying the token.",
    validity: "A reset link is valid for 24 hours and works once.",
    requestNew: "Request a new link",
    intro: "Choose a new password for your account. You will be signed out everywhere else.",
    newPassword: "New password",
    passwordHint: "At least 8 characters.",
    confirmPassword: "Confirm new password",
    submit: "Reset password",
    busy: "Resetting...",
    refused: "Failed to reset password.",
    failed: "An error occurred while resetting the password.",
  },
  hi: {
    title: "पासवर्ड रीसेट करें",
    heading: "अपना पासवर्ड रीसेट करें",
    loading: "लोड हो रहा है...",
    errorHeading: "कुछ गड़बड़ हो गई",
    invalidHeading: "इस लिंक का इस्तेमाल नहीं हो सकता",
    checkFailed: "लिंक की जाँच करते समय कोई गड़बड़ी हुई।",
    validity: "रीसेट लिंक 24 घंटे तक मान्य रहता है और एक ही बार काम करता है।",
    requestNew: "नया लिंक माँगें",
    intro: "अपने खाते के लिए नया पासवर्ड चुनें। बाकी सभी जगहों पर आप साइन आउट हो जाएँगे।",
    newPassword: "नया पासवर्ड",
    passwordHint: "कम से कम 8 अक्षर।",
    confirmPassword: "नया पासवर्ड दोबारा डालें",
    submit: "पासवर्ड रीसेट करें",
    busy: "रीसेट हो रहा है...",
    refused: "पासवर्ड रीसेट नहीं हो सका।",
    failed: "पासवर्ड रीसेट करते समय कोई गड़बड़ी हुई।",
  },
});

export type ResetPasswordMessages = { readonly [K in keyof typeof RESET_PASSWORD.en]: string };
