import { defineCatalogue } from "../catalogue";

/** The member sign-up (spec §5). */
export const SIGN_UP = defineCatalogue({
  en: {
    title: "Sign Up",
    tabs: "Sign in or sign up",
    tabSignIn: "Sign In",
    tabSignUp: "Sign Up",
    heading: "Create your account",
    intro: "Registering is free.",
    locked:
      "Tick the box “I agree to the terms and conditions for registration” at the end of the form first: the fields open once it is ticked.",
    username: "Username",
    email: "Email address",
    password: "Password",
    passwordHint: "At least 8 characters.",
    confirmPassword: "Confirm Password",
    consent: "I agree to the {link} for registration",
    consentLink: "terms and conditions",
    privacy: "How we use your data, and your rights: {link}.",
    privacyLink: "privacy notice",
    offers: "Send me offers and coupons by e-mail. You can stop them any time in Settings.",
    submit: "Sign up",
    busy: "Signing up...",
    haveAccount: "Already have an account? {link}",
    signIn: "Sign in",
    /** Spec §8: "the server's errors list, else 'An error occurred'". */
    fallbackError: "An error occurred",
  },
  hi: {
    title: "साइन अप",
    tabs: "साइन इन या साइन अप",
    tabSignIn: "साइन इन",
    tabSignUp: "साइन अप",
    heading: "अपना खाता बनाएँ",
    intro: "रजिस्टर करना मुफ़्त है।",
    locked: "पहले फ़ॉर्म के आखिर में “मैं रजिस्ट्रेशन के नियमों और शर्तों से सहमत हूँ” वाले बॉक्स पर टिक करें: टिक करते ही फ़ील्ड खुल जाएँगे।",
    username: "यूज़रनेम",
    email: "ई-मेल पता",
    password: "पासवर्ड",
    passwordHint: "कम से कम 8 अक्षर।",
    confirmPassword: "पासवर्ड दोबारा डालें",
    consent: "मैं रजिस्ट्रेशन के {link} से सहमत हूँ",
    consentLink: "नियमों और शर्तों",
    privacy: "हम आपके डेटा का इस्तेमाल कैसे करते हैं, और आपके अधिकार: {link}।",
    privacyLink: "गोपनीयता सूचना",
    offers: "मुझे ई-मेल से ऑफ़र और कूपन भेजें। आप इन्हें सेटिंग में कभी भी बंद कर सकते हैं।",
    submit: "साइन अप करें",
    busy: "साइन अप हो रहा है...",
    haveAccount: "पहले से खाता है? {link}",
    signIn: "साइन इन करें",
    fallbackError: "कोई गड़बड़ी हुई।",
  },
});

export type SignUpMessages = { readonly [K in keyof typeof SIGN_UP.en]: string };
