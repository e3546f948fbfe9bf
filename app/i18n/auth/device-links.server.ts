import { defineCatalogue } from "../catalogue";

/** /verify-login, the new-device e-mail's "it was me" link. */
export const VERIFY_LOGIN = defineCatalogue({
  en: {
    title: "Verify Login",
    doneTitle: "Device confirmed",
    done: "Thank you. This device is now trusted.",
    invalidTitle: "Verify login",
    invalid: "This link is invalid or has expired.",
    invalidHint: "You can review the devices that use your account under Devices and locations after signing in.",
    askTitle: "Was this you?",
    askIntro: "Your account was signed in to from a new device. If it was you, confirm it: we will trust this device from now on.",
    button: "Yes, this was me",
    busy: "Confirming...",
    footer: "Not you? Use the {block} link in the same e-mail, then {link}.",
    blockDevice: "Block device",
    changePassword: "change your password",
    home: "Go to the home page",
  },
  hi: {
    title: "लॉग इन की पुष्टि",
    doneTitle: "डिवाइस की पुष्टि हो गई",
    done: "धन्यवाद। अब यह डिवाइस भरोसेमंद है।",
    invalidTitle: "लॉग इन की पुष्टि",
    invalid: "यह लिंक गलत है या इसकी समय-सीमा खत्म हो गई है।",
    invalidHint: "साइन इन करने के बाद, डिवाइस और लोकेशन में आप वे डिवाइस देख सकते हैं जिनसे आपका खाता इस्तेमाल होता है।",
    askTitle: "क्या यह आप थे?",
    askIntro: "आपके खाते में एक नए डिवाइस से साइन इन किया गया। अगर यह आप थे, तो पुष्टि करें: अब से हम इस डिवाइस पर भरोसा करेंगे।",
    button: "हाँ, यह मैंने किया था",
    busy: "पुष्टि हो रही है...",
    footer: "आप नहीं थे? उसी ई-मेल में दिया गया {block} लिंक इस्तेमाल करें, फिर {link}।",
    blockDevice: "डिवाइस ब्लॉक करें",
    changePassword: "अपना पासवर्ड बदलें",
    home: "होम पेज पर जाएँ",
  },
});

export type VerifyLoginMessages = { readonly [K in keyof typeof VERIFY_LOGIN.en]: string };

/** /block-device, the new-device e-mail's "it was not me" link. */
export const BLOCK_DEVICE = defineCatalogue({
  en: {
    title: "Block Device",
    doneTitle: "Device blocked",
    done: "The device has been blocked and its sessions ended. We recommend you change your password.",
    changePassword: "Change your password",
    invalidTitle: "Block device",
    invalid: "This link is invalid or has expired.",
    invalidHint: "You can block a device at any time under Devices and locations after signing in.",
    askTitle: "Block this device?",
    askIntro:
      "If you did not sign in from the new device named in our e-mail, block it. Sign-ins from it will be refused and its sessions ended.",
    button: "Block this device",
    busy: "Blocking...",
    footer: "It was you after all? Then there is nothing to do here; you can close this page.",
    home: "Go to the home page",
  },
  hi: {
    title: "डिवाइस ब्लॉक करें",
    doneTitle: "डिवाइस ब्लॉक हो गया",
    done: "डिवाइस ब्लॉक कर दिया गया है और उसके सेशन खत्म कर दिए गए हैं। हमारी सलाह है कि आप अपना पासवर्ड बदल लें।",
    changePassword: "अपना पासवर्ड बदलें",
    invalidTitle: "डिवाइस ब्लॉक करें",
    invalid: "यह लिंक गलत है या इसकी समय-सीमा खत्म हो गई है।",
    invalidHint: "साइन इन करने के बाद, डिवाइस और लोकेशन में आप कभी भी किसी डिवाइस को ब्लॉक कर सकते हैं।",
    askTitle: "यह डिवाइस ब्लॉक करें?",
    askIntro:
      "अगर हमारे ई-मेल में बताए गए नए डिवाइस से आपने साइन इन नहीं किया था, तो उसे ब्लॉक करें। उससे साइन इन रोक दिए जाएँगे और उसके सेशन खत्म हो जाएँगे।",
    button: "यह डिवाइस ब्लॉक करें",
    busy: "ब्लॉक हो रहा है...",
    footer: "यह आप ही थे? तो यहाँ कुछ करने की ज़रूरत नहीं है; आप यह पेज बंद कर सकते हैं।",
    home: "होम पेज पर जाएँ",
  },
});

export type BlockDeviceMessages = { readonly [K in keyof typeof BLOCK_DEVICE.en]: string };
