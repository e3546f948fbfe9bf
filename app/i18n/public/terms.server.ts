import { defineCatalogue } from "../catalogue";

/**
 * /terms (issue 29): the terms the sign-up's consent box agrees to, one section a topic. The figures
 * (3 hours, 15 minutes, 5 to 10 working days) are the product's defaults as the help pages state them.
 */
export const TERMS = defineCatalogue({
  en: {
    title: "Terms and Conditions",
    description: "The terms for registering with {brand} and booking parking through it, in plain words.",
    heading: "Terms and Conditions",
    intro: "The rules for registering with {brand} and booking parking through it. They are short; please read them before you sign up.",
    whoTitle: "Who we are",
    who1: "{brand} is run by {company}, {address}. We list car parks across India and take bookings and payments for them. The car park's operator provides the parking space itself.",
    accountTitle: "Your account",
    account1:
      "Register with your own name and an e-mail address you can read, and keep your password to yourself. You are responsible for what is done with your account.",
    account2: "We may suspend an account that is used to cheat, to abuse other people or to break the law.",
    account3:
      "You can delete your account yourself under Settings → Delete account. What we must keep by law (such as tax invoices) is listed in our privacy notice.",
    bookingTitle: "Booking and paying",
    booking1:
      "A booking is for one vehicle, at one car park, for the arrival and departure times you choose. The price is shown before you pay and includes GST.",
    booking2:
      "When you confirm, we hold the space for 15 minutes while you pay. The booking is confirmed only when the payment succeeds; a payment that cannot be matched to a confirmed booking is refunded in full.",
    booking3:
      "Arrive and leave within your booked times. Staying longer may be charged at the car park's rates, and the car park's own rules (height limits, no trailers or racks unless allowed) apply.",
    changesTitle: "Changes, cancellations and refunds",
    changes1:
      "You can change or cancel a Confirmed booking until the car park's cut-off, 3 hours before arrival unless the car park shows another, and never after the stay has started.",
    changes2:
      "A cancellation in time is refunded in full to the way you paid. Refunds take 5 to 10 working days to reach your account, depending on your bank. A discount code stops applying when a booking is changed or cancelled.",
    codesTitle: "Discount codes and passes",
    codes1: "Each discount code can be used once per member, only within its dates and where it applies. Codes have no cash value.",
    codes2:
      "Passes are for the vehicle, car parks, days and hours they name. A pass can be cancelled for a full refund until its car park's cut-off before it starts.",
    communityTitle: "The community",
    community1:
      "Be respectful. Do not post anything abusive, sexual, violent, misleading or that you have no right to share. Moderators may remove posts and ban members who break these rules, and tell you why.",
    community2: "You keep the rights to what you post and let us show it to the members of that community.",
    dataTitle: "Your data",
    data1:
      "We use your details to run your account, your bookings and the community, and to send you the e-mails they need. We do not sell your data. We keep sign-in records to protect your account. Our privacy notice says in full what we collect, why, for how long, who processes it, and your rights, including how to reach our Grievance Officer.",
    responsibilityTitle: "Our responsibility",
    responsibility1:
      "We take care that car park details, free spaces and prices are correct, but the car park's operator is responsible for the space, its security and your vehicle while it is parked. Nothing in these terms limits your rights as a consumer under Indian law.",
    disputesTitle: "Changes to these terms, and disputes",
    disputes1:
      "If we change these terms we say so on this page before the change applies; bookings already made keep the terms they were made under.",
    disputes2: "These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka, have jurisdiction.",
    questionsWriteTo: "Questions about these terms: write to",
    orUseThe: "or use the",
    contactPage: "contact page",
    // Follows the contact page's link directly (English: "… contact page. How …"), so Hindi starts with a space.
    howWeHandle: ". How we handle your data:",
    privacyNotice: "privacy notice",
    sentenceEnd: ".",
  },
  hi: {
    title: "नियम और शर्तें",
    description: "{brand} पर रजिस्टर करने और उसके ज़रिए पार्किंग बुक करने की शर्तें, आसान शब्दों में।",
    heading: "नियम और शर्तें",
    intro: "{brand} पर रजिस्टर करने और उसके ज़रिए पार्किंग बुक करने के नियम। ये छोटे हैं; कृपया साइन अप करने से पहले इन्हें पढ़ लें।",
    whoTitle: "हम कौन हैं",
    who1: "{brand} को {company}, {address} चलाती है। हम पूरे भारत की पार्किंग को सूची में दिखाते हैं और उनके लिए बुकिंग और भुगतान लेते हैं। पार्किंग की जगह खुद पार्किंग का ऑपरेटर देता है।",
    accountTitle: "आपका खाता",
    account1:
      "अपने असली नाम और ऐसे ई-मेल पते से रजिस्टर करें जिसे आप पढ़ सकें, और अपना पासवर्ड किसी को न बताएँ। आपके खाते से जो कुछ भी किया जाता है, उसकी ज़िम्मेदारी आपकी है।",
    account2: "जो खाता धोखाधड़ी, दूसरों के साथ दुर्व्यवहार या कानून तोड़ने के लिए इस्तेमाल हो, उसे हम निलंबित कर सकते हैं।",
    account3:
      "आप सेटिंग → खाता हटाएँ में जाकर अपना खाता खुद हटा सकते हैं। कानून के अनुसार हमें जो रखना ज़रूरी है (जैसे टैक्स इनवॉइस), वह हमारी गोपनीयता सूचना में लिखा है।",
    bookingTitle: "बुकिंग और भुगतान",
    booking1:
      "एक बुकिंग एक वाहन के लिए, एक पार्किंग में, आपके चुने हुए पहुँचने और निकलने के समय के लिए होती है। कीमत भुगतान से पहले दिखाई जाती है और उसमें GST शामिल होता है।",
    booking2:
      "पुष्टि करने पर, आपके भुगतान करने तक हम 15 मिनट के लिए जगह रोककर रखते हैं। बुकिंग तभी कन्फ़र्म होती है जब भुगतान सफल हो जाए; जो भुगतान किसी कन्फ़र्म बुकिंग से नहीं जुड़ पाता, उसका पूरा पैसा वापस किया जाता है।",
    booking3:
      "अपने बुक किए गए समय के अंदर ही पहुँचें और निकलें। ज़्यादा देर रुकने पर पार्किंग अपनी दरों से शुल्क ले सकती है, और पार्किंग के अपने नियम (ऊँचाई की सीमा, अनुमति के बिना ट्रेलर या रैक नहीं) लागू होते हैं।",
    changesTitle: "बदलाव, रद्द करना और रिफ़ंड",
    changes1:
      "आप किसी कन्फ़र्म बुकिंग को पार्किंग की समय-सीमा तक बदल या रद्द कर सकते हैं, जो पहुँचने से 3 घंटे पहले है, जब तक पार्किंग कोई और समय न दिखाए; और पार्किंग का समय शुरू होने के बाद कभी नहीं।",
    changes2:
      "समय पर रद्द करने पर पूरा पैसा उसी तरीके से वापस होता है जिससे आपने भुगतान किया था। आपके बैंक के हिसाब से रिफ़ंड को आपके खाते तक पहुँचने में 5 से 10 कामकाजी दिन लगते हैं। बुकिंग बदलने या रद्द होने पर डिस्काउंट कोड लागू नहीं रहता।",
    codesTitle: "डिस्काउंट कोड और पास",
    codes1: "हर डिस्काउंट कोड हर सदस्य एक ही बार, सिर्फ़ उसकी तारीखों के अंदर और जहाँ वह लागू हो, इस्तेमाल कर सकता है। कोड को नकद में नहीं बदला जा सकता।",
    codes2:
      "पास उसी वाहन, पार्किंग, दिनों और घंटों के लिए होते हैं जो उनमें लिखे हैं। पास शुरू होने से पहले, उसकी पार्किंग की समय-सीमा तक, उसे पूरे रिफ़ंड के साथ रद्द किया जा सकता है।",
    communityTitle: "कम्युनिटी",
    community1:
      "सम्मान से पेश आएँ। कुछ भी अपमानजनक, अश्लील, हिंसक, गुमराह करने वाला या ऐसा कुछ पोस्ट न करें जिसे साझा करने का आपको अधिकार नहीं है। इन नियमों को तोड़ने वाले सदस्यों की पोस्ट मॉडरेटर हटा सकते हैं और उन्हें बैन कर सकते हैं, और आपको इसका कारण बताते हैं।",
    community2: "आप जो पोस्ट करते हैं उसके अधिकार आपके पास रहते हैं, और आप हमें उसे उस कम्युनिटी के सदस्यों को दिखाने की अनुमति देते हैं।",
    dataTitle: "आपका डेटा",
    data1:
      "हम आपकी जानकारी का इस्तेमाल आपका खाता, आपकी बुकिंग और कम्युनिटी चलाने के लिए, और इनके लिए ज़रूरी ई-मेल भेजने के लिए करते हैं। हम आपका डेटा बेचते नहीं हैं। आपके खाते की सुरक्षा के लिए हम साइन-इन का रिकॉर्ड रखते हैं। हमारी गोपनीयता सूचना में पूरी जानकारी है कि हम क्या इकट्ठा करते हैं, क्यों, कितने समय के लिए, उसे कौन प्रोसेस करता है, और आपके अधिकार क्या हैं, जिसमें यह भी शामिल है कि हमारे शिकायत अधिकारी तक कैसे पहुँचें।",
    responsibilityTitle: "हमारी ज़िम्मेदारी",
    responsibility1:
      "हम ध्यान रखते हैं कि पार्किंग की जानकारी, खाली जगहें और कीमतें सही हों, लेकिन जगह, उसकी सुरक्षा और पार्क रहने के दौरान आपके वाहन की ज़िम्मेदारी पार्किंग के ऑपरेटर की है। इन शर्तों की कोई भी बात भारतीय कानून के तहत उपभोक्ता के रूप में आपके अधिकारों को सीमित नहीं करती।",
    disputesTitle: "इन शर्तों में बदलाव, और विवाद",
    disputes1:
      "अगर हम ये शर्तें बदलते हैं, तो बदलाव लागू होने से पहले इसी पेज पर बताते हैं; पहले से की गई बुकिंग पर वही शर्तें लागू रहती हैं जिनके तहत वे की गई थीं।",
    disputes2: "ये शर्तें भारत के कानूनों के अधीन हैं, और इन पर अधिकार-क्षेत्र बेंगलुरु, कर्नाटक की अदालतों का है।",
    questionsWriteTo: "इन शर्तों के बारे में सवाल हों तो",
    orUseThe: "पर लिखें या",
    contactPage: "संपर्क पेज",
    howWeHandle: " का इस्तेमाल करें। हम आपका डेटा कैसे संभालते हैं, यह जानने के लिए देखें:",
    privacyNotice: "गोपनीयता सूचना",
    sentenceEnd: "।",
  },
});

export type TermsMessages = { readonly [K in keyof typeof TERMS.en]: string };
