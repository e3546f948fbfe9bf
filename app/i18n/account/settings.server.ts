import { defineCatalogue } from "../catalogue";

/** Settings → Your data (/settings/data, decision 051). */
export const YOUR_DATA = defineCatalogue({
  en: {
    title: "Your data",
    intro:
      "Download a copy of everything SMART PARKING keeps about you: {kinds}. It comes as one ZIP file, with a short summary to read first and one file of data for each kind. Other members appear in it only by their name.",
    kinds:
      "your profile, devices and sign-ins, vehicles, bookings, payments and refunds, passes, tax invoices (PDF), favourite car parks, reviews, communities, posts with their pictures and videos, comments, likes, saved posts, reports you made, follows, bans and mail preferences",
    started: "We have started preparing your data. We will e-mail you when it is ready.",
    oncePerDay: "You can ask for one copy of your data a day. Your next one is possible from {date} (India time).",
    yourDownload: "Your download",
    preparing: "Preparing your data",
    askForCopy: "Ask for a copy",
    checkAgain: "Check again",
    download: "Download your data (ZIP)",
    linkWorks: "The link works until {date} (India time), only for you.",
    asking: "Asking...",
    prepareMine: "Prepare my data",
    prepareNew: "Prepare a new copy",
    nextPossible: "You can ask for one copy a day. Your next one is possible from {date} (India time).",
  },
  hi: {
    title: "आपका डेटा",
    intro:
      "SMART PARKING आपके बारे में जो कुछ भी रखता है, उसकी कॉपी डाउनलोड करें: {kinds}। यह एक ZIP फ़ाइल में आती है, जिसमें पहले पढ़ने के लिए एक छोटा सारांश और हर तरह के डेटा की एक फ़ाइल होती है। दूसरे सदस्य इसमें सिर्फ़ अपने नाम से दिखते हैं।",
    kinds:
      "आपकी प्रोफ़ाइल, डिवाइस और साइन-इन, वाहन, बुकिंग, भुगतान और रिफ़ंड, पास, टैक्स इनवॉइस (PDF), पसंदीदा पार्किंग, रिव्यू, कम्युनिटी, फ़ोटो और वीडियो वाली पोस्ट, टिप्पणियाँ, लाइक, सेव की गई पोस्ट, आपकी की हुई रिपोर्ट, फ़ॉलो, बैन और मेल की पसंद",
    started: "हमने आपका डेटा तैयार करना शुरू कर दिया है। तैयार होने पर हम आपको ई-मेल करेंगे।",
    oncePerDay: "आप दिन में अपने डेटा की एक ही कॉपी माँग सकते हैं। अगली कॉपी {date} (भारतीय समय) से माँगी जा सकती है।",
    yourDownload: "आपका डाउनलोड",
    preparing: "आपका डेटा तैयार हो रहा है",
    askForCopy: "कॉपी माँगें",
    checkAgain: "फिर से देखें",
    download: "अपना डेटा डाउनलोड करें (ZIP)",
    linkWorks: "यह लिंक {date} (भारतीय समय) तक सिर्फ़ आपके लिए काम करेगा।",
    asking: "माँगा जा रहा है...",
    prepareMine: "मेरा डेटा तैयार करें",
    prepareNew: "नई कॉपी तैयार करें",
    nextPossible: "आप दिन में एक ही कॉपी माँग सकते हैं। अगली कॉपी {date} (भारतीय समय) से माँगी जा सकती है।",
  },
});

export type YourDataMessages = { readonly [K in keyof typeof YOUR_DATA.en]: string };

/** Settings → Delete account (/settings/delete, decision 052). */
export const DELETE_ACCOUNT = defineCatalogue({
  en: {
    title: "Delete account",
    cancelled: "Welcome back. Signing in cancelled the deletion of your account: nothing will be erased.",
    intro:
      "Deleting your account ({email}) signs you out everywhere at once. It is erased {days} days later; signing in before then cancels the deletion. We e-mail you when it is done.",
    whatGoes: "What goes",
    whatStays: "What stays, without your name or e-mail",
    yourChoice: "Your choice",
    contentLegend: "Your posts, comments and reviews",
    deleteThem: "Delete them",
    keepThem: "Keep them, shown as by “Deleted member”",
    password: "Password",
    passwordHint: "Your password confirms it is you.",
    deleting: "Deleting...",
    deleteMine: "Delete my account",
  },
  hi: {
    title: "खाता हटाएँ",
    cancelled: "आपका फिर से स्वागत है। साइन इन करने से आपका खाता हटाना रद्द हो गया: कुछ भी नहीं मिटाया जाएगा।",
    intro:
      "खाता ({email}) हटाने पर आप हर जगह से एक साथ साइन आउट हो जाते हैं। यह {days} दिन बाद मिटा दिया जाता है; उससे पहले साइन इन करने पर हटाना रद्द हो जाता है। काम पूरा होने पर हम आपको ई-मेल करते हैं।",
    whatGoes: "क्या मिटेगा",
    whatStays: "क्या रहेगा, आपके नाम या ई-मेल के बिना",
    yourChoice: "आपकी पसंद",
    contentLegend: "आपकी पोस्ट, टिप्पणियाँ और रिव्यू",
    deleteThem: "इन्हें हटा दें",
    keepThem: "इन्हें रहने दें, “हटाया गया सदस्य” के नाम से दिखेंगे",
    password: "पासवर्ड",
    passwordHint: "आपका पासवर्ड पुष्टि करता है कि यह आप ही हैं।",
    deleting: "हटाया जा रहा है...",
    deleteMine: "मेरा खाता हटाएँ",
  },
});

export type DeleteAccountMessages = { readonly [K in keyof typeof DELETE_ACCOUNT.en]: string };

/**
 * What the deletion does with each kind of data, by the eraser's `kind` (functions/core/account-deletion/):
 * the English is the erasers' own `what`, word for word (tests/unit/account-texts.test.ts holds them equal).
 */
export const DELETION_KINDS = defineCatalogue({
  en: {
    "sessions and tokens": "Every web session, API token and refresh token: ended when you ask, removed when the account is erased.",
    "profile picture": "Your profile picture, and every earlier one still in storage.",
    "data exports": "The copies of your data you asked for (Settings → Your data), before the bucket's two-day clean-up would.",
    uploads: "Pictures and videos uploaded for a post and never published.",
    "profile, devices, vehicles, favourites, mail preferences, offers received":
      "Your profile (name, contact, address, licence, bio), password, devices and locations, vehicles, favourite car parks, composer drafts, post tallies, the admin second factor, mail preferences (and with them your place on the offers list), and the offer mails you were sent: every item under the account.",
    "e-mail address": "Your e-mail address and its sign-up key, so the address may sign up afresh; its sign-in back-off records too.",
    follows: "Whom you follow and who follows you; their follower and following counts drop by one.",
    communities: "Your memberships of communities; each community's member count drops by one.",
    likes: "Your likes; each post's like count drops by one.",
    saves: "Your saved posts; each post's save count drops by one.",
    comments: "Your comments: deleted (each post's comment count drops by one), or kept and shown as by “Deleted member”.",
    posts:
      "Your posts with their pictures and videos: deleted (with their likes, saves and comments, and the communities' post counts), or kept and shown as by “Deleted member”.",
    "post drafts": "Posts not yet published (waiting for a check or a moderator) with their files, and notices of refused ones.",
    bookings:
      "Bookings and passes, with their tax invoices: kept about six years for GST; the invoice's recipient becomes “Deleted member” with no e-mail, and the vehicle's name and number are removed.",
    reviews: "Your reviews of car parks follow your posts: deleted (the car park's rating recounted), or kept under “Deleted member”.",
    "activity log":
      "The platform's audit log: your own sign-ins are erased; admins' and moderators' entries about you stay without your name or e-mail.",
    "moderation log": "Communities' moderation logs: entries by or about you stay, without your name or e-mail.",
    "contact messages": "Messages you sent through the contact form from this address.",
    "payments and refunds":
      "Payment orders and refunds: kept for GST and reconciliation; they hold amounts and ids, never your name or e-mail.",
    "reports, bans and coupon uses":
      "Reports you made, bans, and coupon uses: kept for moderation and coupon limits under a bare account id, never your name or e-mail.",
  },
  hi: {
    "sessions and tokens": "हर वेब सेशन, API टोकन और रिफ़्रेश टोकन: आपके माँगते ही खत्म, और खाता मिटने पर हटा दिए जाते हैं।",
    "profile picture": "आपकी प्रोफ़ाइल फ़ोटो, और स्टोरेज में बची हर पुरानी फ़ोटो।",
    "data exports": "आपके माँगे गए डेटा की कॉपियाँ (सेटिंग → आपका डेटा), स्टोरेज की दो दिन वाली सफ़ाई से पहले ही।",
    uploads: "किसी पोस्ट के लिए अपलोड की गईं फ़ोटो और वीडियो जो कभी पब्लिश नहीं हुईं।",
    "profile, devices, vehicles, favourites, mail preferences, offers received":
      "आपकी प्रोफ़ाइल (नाम, संपर्क, पता, लाइसेंस, परिचय), पासवर्ड, डिवाइस और लोकेशन, वाहन, पसंदीदा पार्किंग, पोस्ट के ड्राफ़्ट, पोस्ट की गिनती, एडमिन का दूसरा फ़ैक्टर, मेल की पसंद (और उसके साथ ऑफ़र की सूची में आपकी जगह), और आपको भेजे गए ऑफ़र मेल: खाते के नीचे की हर चीज़।",
    "e-mail address": "आपका ई-मेल पता और उसकी साइन-अप की, ताकि इस पते से फिर से साइन अप हो सके; उसके साइन-इन रोक के रिकॉर्ड भी।",
    follows: "आप किसे फ़ॉलो करते हैं और कौन आपको; उनके फ़ॉलोअर और फ़ॉलोइंग की गिनती एक कम हो जाती है।",
    communities: "कम्युनिटी में आपकी सदस्यता; हर कम्युनिटी के सदस्यों की गिनती एक कम हो जाती है।",
    likes: "आपके लाइक; हर पोस्ट के लाइक की गिनती एक कम हो जाती है।",
    saves: "आपकी सेव की गई पोस्ट; हर पोस्ट के सेव की गिनती एक कम हो जाती है।",
    comments: "आपकी टिप्पणियाँ: हटा दी जाती हैं (हर पोस्ट की टिप्पणियों की गिनती एक कम), या रहने दी जाती हैं और “हटाया गया सदस्य” के नाम से दिखती हैं।",
    posts:
      "फ़ोटो और वीडियो समेत आपकी पोस्ट: हटा दी जाती हैं (उनके लाइक, सेव और टिप्पणियों के साथ, और कम्युनिटी की पोस्ट गिनती भी), या रहने दी जाती हैं और “हटाया गया सदस्य” के नाम से दिखती हैं।",
    "post drafts": "जो पोस्ट अभी पब्लिश नहीं हुईं (जाँच या मॉडरेटर के इंतज़ार में), उनकी फ़ाइलों के साथ, और नामंज़ूर पोस्ट की सूचनाएँ।",
    bookings:
      "बुकिंग और पास, उनके टैक्स इनवॉइस के साथ: GST के लिए लगभग छह साल रखे जाते हैं; इनवॉइस पाने वाले का नाम “हटाया गया सदस्य” हो जाता है, बिना ई-मेल के, और वाहन का नाम और नंबर हटा दिए जाते हैं।",
    reviews: "पार्किंग के आपके रिव्यू आपकी पोस्ट जैसे ही: हटा दिए जाते हैं (पार्किंग की रेटिंग फिर से गिनी जाती है), या “हटाया गया सदस्य” के नाम से रहते हैं।",
    "activity log": "प्लेटफ़ॉर्म का ऑडिट लॉग: आपके अपने साइन-इन मिटा दिए जाते हैं; आपके बारे में एडमिन और मॉडरेटर की एंट्री आपके नाम या ई-मेल के बिना रहती हैं।",
    "moderation log": "कम्युनिटी के मॉडरेशन लॉग: आपकी या आपके बारे में एंट्री आपके नाम या ई-मेल के बिना रहती हैं।",
    "contact messages": "इस पते से संपर्क फ़ॉर्म के ज़रिए भेजे गए आपके संदेश।",
    "payments and refunds": "भुगतान ऑर्डर और रिफ़ंड: GST और हिसाब मिलाने के लिए रखे जाते हैं; इनमें रकम और आईडी होती हैं, आपका नाम या ई-मेल कभी नहीं।",
    "reports, bans and coupon uses":
      "आपकी की हुई रिपोर्ट, बैन और कूपन का इस्तेमाल: मॉडरेशन और कूपन की सीमा के लिए सिर्फ़ खाते की आईडी के साथ रखे जाते हैं, आपका नाम या ई-मेल कभी नहीं।",
  },
});

/** Settings → Mail (/settings/mail, decision 049): the switches of the optional mails. */
export const MAIL_SETTINGS = defineCatalogue({
  en: {
    title: "Mail",
    metaTitle: "Mail settings",
    intro: "Choose which e-mails we send you. Every one of these mails also has a link to stop it.",
    saved: "Your mail preferences have been saved.",
    save: "Save",
    saving: "Saving...",
    reminders: "Booking reminders",
    community: "Community notifications",
    offers: "Offers and coupons",
    remindersHint: "An hour before you arrive, a quarter of an hour before you leave, and three days before a pass ends.",
    communityHint: "When a moderator removes your post or bans you from a community, or lifts a ban.",
    offersHint: "Coupons and offers from SMART PARKING. Off unless you turn it on.",
    alwaysSent: "Account and booking mail (sign-in, password, confirmations, receipts and refunds) is always sent.",
  },
  hi: {
    title: "मेल",
    metaTitle: "मेल सेटिंग",
    intro: "चुनें कि हम आपको कौन-से ई-मेल भेजें। इनमें से हर मेल में उसे बंद करने का लिंक भी होता है।",
    saved: "आपकी मेल की पसंद सेव हो गई है।",
    save: "सेव करें",
    saving: "सेव हो रहा है...",
    reminders: "बुकिंग रिमाइंडर",
    community: "कम्युनिटी की सूचनाएँ",
    offers: "ऑफ़र और कूपन",
    remindersHint: "आपके पहुँचने से एक घंटा पहले, निकलने से पंद्रह मिनट पहले, और पास खत्म होने से तीन दिन पहले।",
    communityHint: "जब कोई मॉडरेटर आपकी पोस्ट हटाए, आपको किसी कम्युनिटी से बैन करे, या बैन हटाए।",
    offersHint: "SMART PARKING के कूपन और ऑफ़र। जब तक आप इसे चालू न करें, यह बंद रहता है।",
    alwaysSent: "खाते और बुकिंग के मेल (साइन इन, पासवर्ड, कन्फ़र्मेशन, रसीदें और रिफ़ंड) हमेशा भेजे जाते हैं।",
  },
});

export type MailSettingsMessages = { readonly [K in keyof typeof MAIL_SETTINGS.en]: string };

/** Settings → Offers (/settings/offers, issue 32 §4): the offer mails the member was sent. */
export const OFFERS_RECEIVED = defineCatalogue({
  en: {
    title: "Offers",
    on: "Offers and coupons by e-mail are on.",
    off: "Offers and coupons by e-mail are off.",
    turnOff: "Turn them off under Mail",
    turnOn: "Turn them on under Mail",
    sentenceEnd: ".",
    empty: "No offers yet.",
    sent: "Sent {date}",
    noLongerUsable: "It can no longer be used.",
    older: "Older offers",
    couponLine: "Use the code {code} at checkout: {amount}{where}, until {date} (India time).",
    couponCity: " at car parks in {city}",
    flatOff: "{amount} off",
    percentOff: "{percent}% off",
    upTo: ", up to {amount}",
    couponGone: "The coupon {code} no longer exists.",
  },
  hi: {
    title: "ऑफ़र",
    on: "ई-मेल से ऑफ़र और कूपन चालू हैं।",
    off: "ई-मेल से ऑफ़र और कूपन बंद हैं।",
    turnOff: "मेल में जाकर इन्हें बंद करें",
    turnOn: "मेल में जाकर इन्हें चालू करें",
    sentenceEnd: "।",
    empty: "अभी कोई ऑफ़र नहीं।",
    sent: "{date} को भेजा गया",
    noLongerUsable: "अब इसका इस्तेमाल नहीं हो सकता।",
    older: "पुराने ऑफ़र",
    couponLine: "चेकआउट पर कोड {code} डालें: {amount}{where}, {date} (भारतीय समय) तक।",
    couponCity: " {city} की पार्किंग में",
    flatOff: "{amount} की छूट",
    percentOff: "{percent}% की छूट",
    upTo: ", ज़्यादा से ज़्यादा {amount}",
    couponGone: "कूपन {code} अब मौजूद नहीं है।",
  },
});

export type OffersReceivedMessages = { readonly [K in keyof typeof OFFERS_RECEIVED.en]: string };
