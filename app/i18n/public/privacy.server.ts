import { defineCatalogue } from "../catalogue";

/**
 * /privacy (issue 32 §5, decision 050): the privacy notice. What SMART PARKING collects, why, for how
 * long, who processes it, and the member's rights under the Digital Personal Data Protection Act,
 * 2023. The order of its lists is in app/routes/public/parts/privacy-notice.ts; the texts are here.
 * Plain text only (rendered as text, never as HTML).
 */
export const PRIVACY = defineCatalogue({
  en: {
    title: "Privacy notice",
    description: "What {brand} collects, why, for how long, who processes it, and your rights.",
    heading: "Privacy notice",
    intro:
      "What {brand} collects about you, why, for how long, who processes it for us, and your rights under India's Digital Personal Data Protection Act, 2023.",
    whoTitle: "Who we are",
    who: "{company}, {address}, decides how your data is used (the Act calls us the Data Fiduciary). We do not sell your data, and we do not show you advertising from others.",
    collectTitle: "What we collect and why",
    why: "Why: ",
    accountWhat: "Your account",
    accountDetails:
      "Your name, e-mail address, password (stored only as a hash), and the profile details you choose to add: phone, address, city, licence number, a picture, a short bio.",
    accountWhy: "To give you an account, sign you in and fill in your bookings and documents.",
    devicesWhat: "Devices and sign-in activity",
    devicesDetails:
      "For each device you sign in from: browser, operating system, an approximate location from the network, the IP address, and when you signed in.",
    devicesWhy: "To protect your account: we ask for a code from a new device and let you block one you do not know.",
    vehiclesWhat: "Vehicles",
    vehiclesDetails: "The name, registration number and kind of each vehicle you add.",
    vehiclesWhy: "A booking is for one vehicle; the car park checks its number at the gate.",
    bookingsWhat: "Bookings, payments and invoices",
    bookingsDetails:
      "Where and when you park, the price, discount codes used, refunds, and the tax invoice. Payments are taken by Razorpay: we receive the payment's reference and status, never your card or UPI details.",
    bookingsWhy: "To hold your space, take and refund payments, and issue GST invoices as the law requires.",
    passesWhat: "Passes",
    passesDetails: "The car park or network, vehicle, days and hours of each pass you buy.",
    passesWhy: "To let your vehicle in during the pass and to refund it if you cancel in time.",
    favouritesWhat: "Favourites and reviews",
    favouritesDetails: "The car parks you save, and the stars and words of your reviews.",
    favouritesWhy: "To list your favourites and show your review to other drivers.",
    communityWhat: "The community",
    communityDetails:
      "Communities you join, your posts with their pictures and videos, comments, likes, saves, reports you make, and whom you follow.",
    communityWhy:
      "To run the community. Every post's text, pictures and videos are checked automatically for inappropriate content and for fitting the community before others see them; pictures are re-encoded, which removes their location data.",
    moderationWhat: "Moderation",
    moderationDetails: "Reports about posts, removals, bans and their reasons, and the actions of moderators and administrators.",
    moderationWhy: "To keep the community safe and to have a record of who did what.",
    mailWhat: "Mail preferences",
    mailDetails:
      "Which optional mails you want: booking reminders, community notifications, offers. Account and booking mail is always sent.",
    mailWhy: "To send only the optional mail you asked for.",
    keepTitle: "How long we keep it",
    keepBookings:
      "Bookings, payments, refunds and tax invoices: about six years after the booking, as the GST law requires. When you delete your account they stay, no longer linked to your name or e-mail.",
    keepModeration:
      "Moderation and audit records (reports, bans, removals, administrators' actions): kept as a record, no longer linked to you once your account is deleted.",
    keepSignIns:
      "Sign-ins in our security log: 7 days. The devices you signed in from stay listed on your account, so you can see and block them, until you delete it.",
    keepRest:
      "Everything else: until you delete your account. Deletion takes effect after a 7-day grace period, in which signing in again cancels it; after it we erase your data and confirm by e-mail.",
    processorsTitle: "Who processes it for us",
    processorsIntro: "Your data is stored in India. These companies process it on our behalf, for these purposes only:",
    // After the processors' names (app/routes/public/parts/privacy-notice.ts), which stay as they are.
    awsWhere: "Mumbai region, India",
    awsWhat: "hosts the service and stores all the data above.",
    sesWhere: "by AWS",
    sesWhat: "sends our e-mails.",
    razorpayWhat: "takes and refunds payments.",
    carParkSees: "The car park you book sees your booking and your vehicle's number, so it can let you in.",
    rightsTitle: "Your rights",
    summaryRight: "A summary of your data",
    summaryHow: "Download everything we hold about you as one file.",
    summaryLink: "Settings → Your data",
    correctionRight: "Correction",
    correctionHow: "Correct or complete your details yourself at any time.",
    correctionLink: "Profile",
    erasureRight: "Erasure",
    erasureHow: "Delete your account and the data tied to it (except what the law makes us keep, listed above).",
    erasureLink: "Settings → Delete account",
    consentRight: "Withdrawing consent",
    consentHow: "Turn off any optional mail, or use the unsubscribe link in it. Withdrawing does not affect what was done before.",
    consentLink: "Settings → Mail",
    nominationRight: "Nominating someone",
    nominationHow:
      "Name a person who may exercise these rights for you if you die or cannot act: send us their name and e-mail with the grievance form.",
    nominationLink: "the grievance form",
    grievanceRight: "Grievance redressal",
    grievanceHow:
      "Write to our Grievance Officer about anything here. We answer within {days} days. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.",
    grievanceLink: "Write to the Grievance Officer",
    rightEnd: ".",
    officerTitle: "Grievance Officer",
    /** The configuration's default role (GRIEVANCE_OFFICER_ROLE), shown in the page's language. */
    officerRole: "Grievance Officer",
    officerEmail: "E-mail:",
    officerAnswer: "Every request gets a reference number by e-mail and an answer within {days} days.",
    writeToOfficer: "Write to the Grievance Officer",
    changesTitle: "Changes to this notice",
    changesText:
      "If we change how we use your data, we update this page first and tell members by e-mail of any change that affects them. See also our",
    termsLink: "terms and conditions",
    changesEnd: ".",
  },
  hi: {
    title: "गोपनीयता सूचना",
    description: "{brand} क्या इकट्ठा करता है, क्यों, कितने समय के लिए, उसे कौन प्रोसेस करता है, और आपके अधिकार।",
    heading: "गोपनीयता सूचना",
    intro:
      "{brand} आपके बारे में क्या इकट्ठा करता है, क्यों, कितने समय के लिए, हमारी ओर से उसे कौन प्रोसेस करता है, और भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (DPDP Act) के तहत आपके अधिकार।",
    whoTitle: "हम कौन हैं",
    who: "{company}, {address}, तय करती है कि आपके डेटा का इस्तेमाल कैसे हो (अधिनियम हमें डेटा फ़िड्यूशियरी कहता है)। हम आपका डेटा बेचते नहीं हैं, और आपको दूसरों के विज्ञापन नहीं दिखाते।",
    collectTitle: "हम क्या इकट्ठा करते हैं और क्यों",
    why: "क्यों: ",
    accountWhat: "आपका खाता",
    accountDetails:
      "आपका नाम, ई-मेल पता, पासवर्ड (सिर्फ़ हैश के रूप में रखा जाता है), और प्रोफ़ाइल की वह जानकारी जो आप जोड़ना चाहें: फ़ोन, पता, शहर, लाइसेंस नंबर, एक फ़ोटो, छोटा परिचय।",
    accountWhy: "आपको खाता देने, आपको साइन इन कराने और आपकी बुकिंग व दस्तावेज़ों में जानकारी भरने के लिए।",
    devicesWhat: "डिवाइस और साइन-इन गतिविधि",
    devicesDetails:
      "हर उस डिवाइस के लिए जिससे आप साइन इन करते हैं: ब्राउज़र, ऑपरेटिंग सिस्टम, नेटवर्क से अंदाज़न लोकेशन, IP पता, और आपने कब साइन इन किया।",
    devicesWhy: "आपके खाते की सुरक्षा के लिए: नए डिवाइस से हम एक कोड माँगते हैं, और जिस डिवाइस को आप नहीं पहचानते उसे ब्लॉक करने देते हैं।",
    vehiclesWhat: "वाहन",
    vehiclesDetails: "आपके जोड़े गए हर वाहन का नाम, रजिस्ट्रेशन नंबर और प्रकार।",
    vehiclesWhy: "एक बुकिंग एक वाहन के लिए होती है; पार्किंग गेट पर उसका नंबर जाँचती है।",
    bookingsWhat: "बुकिंग, भुगतान और इनवॉइस",
    bookingsDetails:
      "आप कहाँ और कब पार्क करते हैं, कीमत, इस्तेमाल किए गए डिस्काउंट कोड, रिफ़ंड, और टैक्स इनवॉइस। भुगतान Razorpay लेता है: हमें भुगतान का रेफ़रेंस और स्थिति मिलती है, आपके कार्ड या UPI की जानकारी कभी नहीं।",
    bookingsWhy: "आपकी जगह रोकने, भुगतान लेने और लौटाने, और कानून के अनुसार GST इनवॉइस जारी करने के लिए।",
    passesWhat: "पास",
    passesDetails: "आपके खरीदे हर पास की पार्किंग या नेटवर्क, वाहन, दिन और घंटे।",
    passesWhy: "पास की अवधि में आपके वाहन को अंदर आने देने के लिए, और समय पर रद्द करने पर पैसा लौटाने के लिए।",
    favouritesWhat: "पसंदीदा और रिव्यू",
    favouritesDetails: "आपकी सेव की गई पार्किंग, और आपके रिव्यू के स्टार और शब्द।",
    favouritesWhy: "आपकी पसंदीदा पार्किंग की सूची दिखाने और आपका रिव्यू दूसरे ड्राइवरों को दिखाने के लिए।",
    communityWhat: "कम्युनिटी",
    communityDetails:
      "आप जिन कम्युनिटी से जुड़ते हैं, फ़ोटो और वीडियो के साथ आपकी पोस्ट, टिप्पणियाँ, लाइक, सेव, आपकी की गई रिपोर्ट, और आप किसे फ़ॉलो करते हैं।",
    communityWhy:
      "कम्युनिटी चलाने के लिए। हर पोस्ट का टेक्स्ट, फ़ोटो और वीडियो दूसरों को दिखने से पहले अपने-आप जाँचे जाते हैं कि उनमें अनुचित सामग्री तो नहीं है और वे कम्युनिटी के अनुकूल हैं; फ़ोटो दोबारा एन्कोड की जाती हैं, जिससे उनकी लोकेशन की जानकारी हट जाती है।",
    moderationWhat: "मॉडरेशन",
    moderationDetails: "पोस्ट के बारे में रिपोर्ट, हटाई गई पोस्ट, बैन और उनके कारण, और मॉडरेटरों व एडमिनिस्ट्रेटरों के किए काम।",
    moderationWhy: "कम्युनिटी को सुरक्षित रखने के लिए, और यह रिकॉर्ड रखने के लिए कि किसने क्या किया।",
    mailWhat: "ई-मेल की पसंद",
    mailDetails: "आप कौन-से वैकल्पिक ई-मेल चाहते हैं: बुकिंग रिमाइंडर, कम्युनिटी की सूचनाएँ, ऑफ़र। खाते और बुकिंग के ई-मेल हमेशा भेजे जाते हैं।",
    mailWhy: "सिर्फ़ वही वैकल्पिक ई-मेल भेजने के लिए जो आपने माँगे हैं।",
    keepTitle: "हम इसे कितने समय तक रखते हैं",
    keepBookings:
      "बुकिंग, भुगतान, रिफ़ंड और टैक्स इनवॉइस: GST कानून के अनुसार बुकिंग के लगभग छह साल बाद तक। आपके खाता हटाने पर भी ये रहते हैं, पर आपके नाम या ई-मेल से जुड़े नहीं रहते।",
    keepModeration:
      "मॉडरेशन और ऑडिट के रिकॉर्ड (रिपोर्ट, बैन, हटाई गई पोस्ट, एडमिनिस्ट्रेटरों के काम): रिकॉर्ड के रूप में रखे जाते हैं, और आपका खाता हटने के बाद आपसे जुड़े नहीं रहते।",
    keepSignIns:
      "हमारे सुरक्षा लॉग में साइन-इन: 7 दिन। जिन डिवाइस से आपने साइन इन किया, वे आपके खाते में दिखते रहते हैं, ताकि आप उन्हें देख और ब्लॉक कर सकें, जब तक आप खाता न हटाएँ।",
    keepRest:
      "बाकी सब कुछ: जब तक आप अपना खाता न हटाएँ। खाता हटाना 7 दिन की मोहलत के बाद लागू होता है, जिसके दौरान फिर से साइन इन करने पर यह रद्द हो जाता है; उसके बाद हम आपका डेटा मिटा देते हैं और ई-मेल से पुष्टि करते हैं।",
    processorsTitle: "हमारी ओर से इसे कौन प्रोसेस करता है",
    processorsIntro: "आपका डेटा भारत में रखा जाता है। ये कंपनियाँ हमारी ओर से, सिर्फ़ इन कामों के लिए, इसे प्रोसेस करती हैं:",
    awsWhere: "मुंबई रीजन, भारत",
    awsWhat: "सेवा को होस्ट करती है और ऊपर बताया गया सारा डेटा रखती है।",
    sesWhere: "AWS की सेवा",
    sesWhat: "हमारे ई-मेल भेजती है।",
    razorpayWhat: "भुगतान लेती है और लौटाती है।",
    carParkSees: "आप जिस पार्किंग को बुक करते हैं, वह आपकी बुकिंग और आपके वाहन का नंबर देखती है, ताकि आपको अंदर आने दे सके।",
    rightsTitle: "आपके अधिकार",
    summaryRight: "आपके डेटा का सारांश",
    summaryHow: "हमारे पास आपके बारे में जो कुछ है, वह सब एक फ़ाइल में डाउनलोड करें।",
    summaryLink: "सेटिंग → आपका डेटा",
    correctionRight: "सुधार",
    correctionHow: "अपनी जानकारी किसी भी समय खुद सुधारें या पूरी करें।",
    correctionLink: "प्रोफ़ाइल",
    erasureRight: "मिटाना",
    erasureHow: "अपना खाता और उससे जुड़ा डेटा हटाएँ (सिवाय उसके जो कानून के अनुसार हमें रखना होता है, ऊपर बताया गया)।",
    erasureLink: "सेटिंग → खाता हटाएँ",
    consentRight: "सहमति वापस लेना",
    consentHow: "कोई भी वैकल्पिक ई-मेल बंद करें, या उसमें दिए अनसब्सक्राइब लिंक का इस्तेमाल करें। सहमति वापस लेने से पहले किए गए काम पर असर नहीं पड़ता।",
    consentLink: "सेटिंग → ई-मेल",
    nominationRight: "किसी को नामित करना",
    nominationHow:
      "ऐसे व्यक्ति का नाम दें जो आपकी मृत्यु होने पर या आपके असमर्थ होने पर आपकी ओर से इन अधिकारों का इस्तेमाल कर सके: शिकायत फ़ॉर्म से हमें उनका नाम और ई-मेल भेजें।",
    nominationLink: "शिकायत फ़ॉर्म",
    grievanceRight: "शिकायत निवारण",
    grievanceHow:
      "यहाँ लिखी किसी भी बात के बारे में हमारे शिकायत अधिकारी को लिखें। हम {days} दिनों के अंदर जवाब देते हैं। अगर आप जवाब से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड में शिकायत कर सकते हैं।",
    grievanceLink: "शिकायत अधिकारी को लिखें",
    rightEnd: "।",
    officerTitle: "शिकायत अधिकारी",
    officerRole: "शिकायत अधिकारी",
    officerEmail: "ई-मेल:",
    officerAnswer: "हर अनुरोध पर ई-मेल से एक रेफ़रेंस नंबर मिलता है और {days} दिनों के अंदर जवाब।",
    writeToOfficer: "शिकायत अधिकारी को लिखें",
    changesTitle: "इस सूचना में बदलाव",
    changesText:
      "अगर हम आपके डेटा के इस्तेमाल का तरीका बदलते हैं, तो पहले यह पेज अपडेट करते हैं और जिस बदलाव का असर सदस्यों पर पड़ता है, उसके बारे में उन्हें ई-मेल से बताते हैं। हमारे",
    termsLink: "नियम और शर्तें",
    changesEnd: " भी देखें।",
  },
});

export type PrivacyMessages = { readonly [K in keyof typeof PRIVACY.en]: string };
