import { defineCatalogue } from "../catalogue";

/** The admin sign-in's password step (/admin/signin, decision 016). */
export const ADMIN_SIGN_IN = defineCatalogue({
  en: {
    title: "Admin Sign In",
    administration: "Administration",
    heading: "Admin sign in",
    intro: "For SMART PARKING staff only.",
    email: "Email address",
    password: "Password",
    submit: "Sign in",
    busy: "Signing in...",
  },
  hi: {
    title: "एडमिन साइन इन",
    administration: "प्रशासन",
    heading: "एडमिन साइन इन",
    intro: "केवल SMART PARKING के स्टाफ़ के लिए।",
    email: "ई-मेल पता",
    password: "पासवर्ड",
    submit: "साइन इन करें",
    busy: "साइन इन हो रहा है...",
  },
});

export type AdminSignInMessages = { readonly [K in keyof typeof ADMIN_SIGN_IN.en]: string };

/** The second factor's code (/admin/signin/code). */
export const ADMIN_SIGN_IN_CODE = defineCatalogue({
  en: {
    title: "Admin Sign In: Code",
    administration: "Administration",
    heading: "Enter your code",
    intro:
      "Type the 6-digit code your authenticator app shows for SMART PARKING. Lost your phone? Type one of your recovery codes instead.",
    code: "Authentication code",
    submit: "Verify",
    busy: "Checking...",
    again: "{link} (the code must be typed within 5 minutes of the password).",
    againLink: "Start again",
  },
  hi: {
    title: "एडमिन साइन इन: कोड",
    administration: "प्रशासन",
    heading: "अपना कोड डालें",
    intro:
      "आपका ऑथेंटिकेटर ऐप SMART PARKING के लिए जो 6 अंकों का कोड दिखा रहा है, वह टाइप करें। फ़ोन खो गया? उसकी जगह अपना कोई एक रिकवरी कोड टाइप करें।",
    code: "ऑथेंटिकेशन कोड",
    submit: "जाँचें",
    busy: "जाँच हो रही है...",
    again: "{link} (पासवर्ड के 5 मिनट के अंदर कोड टाइप करना ज़रूरी है)।",
    againLink: "फिर से शुरू करें",
  },
});

export type AdminSignInCodeMessages = { readonly [K in keyof typeof ADMIN_SIGN_IN_CODE.en]: string };

/** The first sign-in's authenticator setup and the recovery codes shown once (/admin/signin/enrol). */
export const ADMIN_ENROL = defineCatalogue({
  en: {
    title: "Admin Sign In: Set Up",
    administration: "Administration",
    doneHeading: "Your authenticator app is set up",
    continueToDashboard: "Continue to the dashboard",
    saveHeading: "Save your recovery codes",
    saveIntro:
      "Your authenticator app is set up. If you lose your phone, each of these codes signs you in once instead of the app's code. Keep them somewhere safe: they are shown only now.",
    recoveryCodes: "Recovery codes",
    savedContinue: "I have saved them: continue",
    setUpHeading: "Set up your authenticator app",
    setUpIntro: "Administrators sign in with a password and a code from an authenticator app.",
    stepKey: "In your authenticator app, add an account and type this key (time-based, 6 digits):",
    stepLink: "Or, on this device, {link}.",
    setupLink: "open the setup link in your app",
    stepCode: "Type the 6-digit code the app now shows.",
    code: "Code from the app",
    submit: "Confirm",
    busy: "Checking...",
    again: "{link} (within 5 minutes of the password).",
    againLink: "Start again",
  },
  hi: {
    title: "एडमिन साइन इन: सेटअप",
    administration: "प्रशासन",
    doneHeading: "आपका ऑथेंटिकेटर ऐप सेट हो गया है",
    continueToDashboard: "डैशबोर्ड पर जाएँ",
    saveHeading: "अपने रिकवरी कोड सँभालकर रखें",
    saveIntro:
      "आपका ऑथेंटिकेटर ऐप सेट हो गया है। फ़ोन खो जाए, तो इनमें से हर कोड ऐप के कोड की जगह एक बार साइन इन कराता है। इन्हें किसी सुरक्षित जगह रखें: ये सिर्फ़ अभी दिखाए जा रहे हैं।",
    recoveryCodes: "रिकवरी कोड",
    savedContinue: "मैंने इन्हें सँभाल लिया: आगे बढ़ें",
    setUpHeading: "अपना ऑथेंटिकेटर ऐप सेट करें",
    setUpIntro: "एडमिन पासवर्ड और ऑथेंटिकेटर ऐप के कोड से साइन इन करते हैं।",
    stepKey: "अपने ऑथेंटिकेटर ऐप में एक खाता जोड़ें और यह की टाइप करें (समय-आधारित, 6 अंक):",
    stepLink: "या इसी डिवाइस पर {link}।",
    setupLink: "अपने ऐप में सेटअप लिंक खोलें",
    stepCode: "ऐप अब जो 6 अंकों का कोड दिखा रहा है, वह टाइप करें।",
    code: "ऐप का कोड",
    submit: "पुष्टि करें",
    busy: "जाँच हो रही है...",
    again: "{link} (पासवर्ड के 5 मिनट के अंदर)।",
    againLink: "फिर से शुरू करें",
  },
});

export type AdminEnrolMessages = { readonly [K in keyof typeof ADMIN_ENROL.en]: string };
