import { defineCatalogue } from "../catalogue";

/** /about (spec §1, About Us): mission, vision, what we offer, the app. */
export const ABOUT = defineCatalogue({
  en: {
    title: "About Us",
    description: "SMART PARKING helps drivers across India find, book and pay for parking before they set out.",
    heading: "About Us",
    slogan: "We Make Parking Simple - Anytime, Anywhere",
    intro:
      "{brand} is an online platform for booking parking spaces across India. We partner with car parks in city centres and at railway stations, airports and ports, so that drivers can reserve a space before they leave home.",
    missionAndVision: "Mission and vision",
    missionHeading: "Our mission",
    missionText:
      "To take the hassle out of parking: a guaranteed space, a clear price and online payment, booked in a few minutes from your phone or computer. No circling the block, no queues at the gate, no surprises at the exit.",
    visionHeading: "Our vision",
    visionText:
      "An India where every driver knows where they will park before they set out, where car parks fill their spaces well, and where fewer vehicles cruise the streets looking for a place, for calmer roads and cleaner air.",
    offerHeading: "What we offer",
    searchTitle: "Search and book",
    searchText:
      "Enter your destination and times to see the car parks nearby, with their free spaces for four-wheelers and two-wheelers and their prices, in a list and on a map. Book the one that suits you.",
    payTitle: "Pay online",
    payText:
      "Pay in full when you book, by UPI, card, netbanking, wallet or pay later. A confirmation e-mail brings your booking voucher and purchase receipt.",
    passesTitle: "Passes",
    passesText:
      "Basic and unlimited passes, a multi-location pass for 1 to 7 days, and monthly passes of 1, 3, 6 or 12 months with 24-hour, daytime and night plans.",
    communityTitle: "Community",
    communityText:
      "Join communities of drivers, share tips about parking in your city, ask questions and follow the people whose advice you like.",
    registeringIsFree: "Registering is free.",
    createAccount: "Create your account",
    orRead: "or read",
    howItWorks: "how it works",
    sentenceEnd: ".",
    appHeading: "Get the app",
    appText: "Our apps for Android and iPhone are coming soon. Until then, everything works in the browser of your phone.",
    getItOn: "GET IT ON",
    downloadOnThe: "Download on the",
    comingSoon: "Coming soon",
  },
  hi: {
    title: "हमारे बारे में",
    description: "SMART PARKING पूरे भारत के ड्राइवरों को निकलने से पहले पार्किंग खोजने, बुक करने और उसका भुगतान करने में मदद करता है।",
    heading: "हमारे बारे में",
    slogan: "हम पार्किंग आसान बनाते हैं - कभी भी, कहीं भी",
    intro:
      "{brand} पूरे भारत में पार्किंग की जगह बुक करने का ऑनलाइन प्लेटफ़ॉर्म है। हम शहरों के बीच और रेलवे स्टेशनों, हवाई अड्डों और बंदरगाहों पर बनी पार्किंग के साथ मिलकर काम करते हैं, ताकि ड्राइवर घर से निकलने से पहले ही अपनी जगह बुक कर सकें।",
    missionAndVision: "हमारा मिशन और विज़न",
    missionHeading: "हमारा मिशन",
    missionText:
      "पार्किंग की परेशानी खत्म करना: पक्की जगह, साफ़ कीमत और ऑनलाइन भुगतान, आपके फ़ोन या कंप्यूटर से कुछ ही मिनट में बुक। न चक्कर लगाना, न गेट पर लाइन, न निकलते समय कोई अचानक खर्च।",
    visionHeading: "हमारा विज़न",
    visionText:
      "ऐसा भारत जहाँ हर ड्राइवर निकलने से पहले जानता हो कि वह कहाँ पार्क करेगा, जहाँ पार्किंग की जगहें अच्छी तरह भरें, और जहाँ कम वाहन जगह ढूँढ़ते हुए सड़कों पर घूमें, ताकि सड़कें शांत और हवा साफ़ रहे।",
    offerHeading: "हम क्या देते हैं",
    searchTitle: "खोजें और बुक करें",
    searchText:
      "अपनी मंज़िल और समय डालें और आस-पास की पार्किंग देखें, चारपहिया और दोपहिया के लिए खाली जगहों और कीमतों के साथ, सूची में और नक्शे पर। जो आपको ठीक लगे, उसे बुक करें।",
    payTitle: "ऑनलाइन भुगतान करें",
    payText:
      "बुकिंग के समय पूरा भुगतान करें, UPI, कार्ड, नेटबैंकिंग, वॉलेट या पे लेटर से। कन्फ़र्मेशन ई-मेल में आपका बुकिंग वाउचर और खरीद की रसीद आती है।",
    passesTitle: "पास",
    passesText:
      "बेसिक और अनलिमिटेड पास, 1 से 7 दिन का मल्टी-लोकेशन पास, और 1, 3, 6 या 12 महीने के मंथली पास, 24 घंटे, दिन और रात के प्लान के साथ।",
    communityTitle: "कम्युनिटी",
    communityText:
      "ड्राइवरों की कम्युनिटी से जुड़ें, अपने शहर में पार्किंग के बारे में सुझाव साझा करें, सवाल पूछें और उन लोगों को फ़ॉलो करें जिनकी सलाह आपको पसंद है।",
    registeringIsFree: "रजिस्टर करना मुफ़्त है।",
    createAccount: "अपना खाता बनाएँ",
    orRead: "या पढ़ें कि",
    howItWorks: "यह कैसे काम करता है",
    sentenceEnd: "।",
    appHeading: "ऐप पाएँ",
    appText: "Android और iPhone के लिए हमारे ऐप जल्द आ रहे हैं। तब तक सब कुछ आपके फ़ोन के ब्राउज़र में काम करता है।",
    getItOn: "यहाँ से पाएँ",
    downloadOnThe: "यहाँ से डाउनलोड करें",
    comingSoon: "जल्द आ रहा है",
  },
});

export type AboutMessages = { readonly [K in keyof typeof ABOUT.en]: string };
