import { defineCatalogue } from "../catalogue";

/** The member sign-in (spec §2), its green notices (`?notice=`), and the e-mailed code's second step. */
export const SIGN_IN = defineCatalogue({
  en: {
    title: "Sign In",
    description: "Sign in to SMART PARKING to book parking, see your bookings and join the driver communities.",
    tabs: "Sign in or sign up",
    tabSignIn: "Sign In",
    tabSignUp: "Sign Up",
    heading: "Sign in to your account",
    intro: "Book parking, manage your vehicles and see your bookings.",
    noticeSignedUp: "You have successfully created an account. Please sign in.",
    noticePasswordReset: "Your password has been reset. Please sign in with your new password.",
    noticeSignedOut: "You have been signed out.",
    email: "Email address",
    password: "Password",
    forgotPassword: "Forgot Password?",
    submit: "Sign in",
    busy: "Signing in...",
    newHere: "New to SMART PARKING? {link}",
    createAccount: "Create an account",
  },
  hi: {
    title: "साइन इन",
    description: "पार्किंग बुक करने, अपनी बुकिंग देखने और ड्राइवरों की कम्युनिटी से जुड़ने के लिए SMART PARKING में साइन इन करें।",
    tabs: "साइन इन या साइन अप",
    tabSignIn: "साइन इन",
    tabSignUp: "साइन अप",
    heading: "अपने खाते में साइन इन करें",
    intro: "पार्किंग बुक करें, अपने वाहन संभालें और अपनी बुकिंग देखें।",
    noticeSignedUp: "आपका खाता बन गया है। कृपया साइन इन करें।",
    noticePasswordReset: "आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से साइन इन करें।",
    noticeSignedOut: "आप साइन आउट हो गए हैं।",
    email: "ई-मेल पता",
    password: "पासवर्ड",
    forgotPassword: "पासवर्ड भूल गए?",
    submit: "साइन इन करें",
    busy: "साइन इन हो रहा है...",
    newHere: "SMART PARKING पर नए हैं? {link}",
    createAccount: "खाता बनाएँ",
  },
});

export type SignInMessages = { readonly [K in keyof typeof SIGN_IN.en]: string };

/** /signin/code: the code e-mailed after the right password, in the weeks after a device block. */
export const SIGN_IN_CODE = defineCatalogue({
  en: {
    title: "Sign In: Code",
    heading: "Enter the code we e-mailed you",
    code: "Sign-in code",
    submit: "Sign in",
    busy: "Checking...",
    again: "{link} for a new code (each code works once, for 10 minutes).",
    againLink: "Sign in again",
  },
  hi: {
    title: "साइन इन: कोड",
    heading: "हमारा ई-मेल किया हुआ कोड डालें",
    code: "साइन इन कोड",
    submit: "साइन इन करें",
    busy: "जाँच हो रही है...",
    again: "नए कोड के लिए {link} (हर कोड 10 मिनट तक, एक ही बार काम करता है)।",
    againLink: "फिर से साइन इन करें",
  },
});

export type SignInCodeMessages = { readonly [K in keyof typeof SIGN_IN_CODE.en]: string };
