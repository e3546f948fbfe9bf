import { defineCatalogue } from "../catalogue";

/** /professionals (the header's PROFESSIONALS, the footer's "For car park owners"): listing a car park. */
export const PROFESSIONALS = defineCatalogue({
  en: {
    title: "Professionals",
    description: "List your car park on SMART PARKING: bookings paid in advance, monthly passes, an operator desk for your staff.",
    kicker: "For car park owners and operators",
    heading: "List your car park on SMART PARKING",
    intro: "Fill your spaces with drivers who have booked and paid ahead, sell passes, and run the gate from one desk.",
    talkToUs: "Talk to our team",
    offersHeading: "What listing gives you",
    bookingsTitle: "Bookings",
    bookingsText:
      "Drivers search a place and a time, see your free four- and two-wheeler spaces and your price, and book and pay before they arrive. Every booking holds its space for its hours, so your car park is never overbooked.",
    passesTitle: "Passes",
    passesText:
      "Sell monthly passes of 1, 3, 6 or 12 months with 24-hour, daytime or night plans, with spaces set aside for pass holders, and take part in a multi-location pass across your network's car parks.",
    deskTitle: "The operator desk",
    deskText:
      "Your staff see today's arrivals and departures and check cars in and out by the booking code or by scanning the voucher's QR code, on a phone or a computer at the gate.",
    payoutsTitle: "Payouts",
    payoutsText:
      "Drivers pay in full online (UPI, cards, netbanking, wallets, pay later), so no cash changes hands at the gate, and refunds follow the cancellation cut-off you choose. How and when your earnings are paid out is agreed with our team when you list.",
    formHeading: "List your car park",
    sendAnother: "Send another enquiry",
    formIntro: "Tell us about your car park and we will call or write back. All fields are required.",
    carPark: "Car park name",
    city: "City",
    message: "Message",
    messageHint: "How many spaces, for cars or two-wheelers, and anything else we should know.",
    send: "Send enquiry",
  },
  hi: {
    title: "पार्किंग मालिकों के लिए",
    description: "अपनी पार्किंग SMART PARKING पर जोड़ें: पहले से भुगतान वाली बुकिंग, मंथली पास, और आपके स्टाफ़ के लिए ऑपरेटर डेस्क।",
    kicker: "पार्किंग मालिकों और ऑपरेटरों के लिए",
    heading: "अपनी पार्किंग SMART PARKING पर जोड़ें",
    intro: "पहले से बुक और भुगतान कर चुके ड्राइवरों से अपनी जगहें भरें, पास बेचें, और गेट का सारा काम एक ही डेस्क से संभालें।",
    talkToUs: "हमारी टीम से बात करें",
    offersHeading: "पार्किंग जोड़ने से आपको क्या मिलता है",
    bookingsTitle: "बुकिंग",
    bookingsText:
      "ड्राइवर जगह और समय खोजते हैं, आपकी चारपहिया और दोपहिया की खाली जगहें और आपकी कीमत देखते हैं, और पहुँचने से पहले बुक और भुगतान करते हैं। हर बुकिंग अपने घंटों के लिए अपनी जगह रोकती है, इसलिए आपकी पार्किंग में कभी ज़रूरत से ज़्यादा बुकिंग नहीं होती।",
    passesTitle: "पास",
    passesText:
      "1, 3, 6 या 12 महीने के मंथली पास बेचें, 24 घंटे, दिन या रात के प्लान के साथ, पास वालों के लिए अलग रखी जगहों के साथ, और अपने नेटवर्क की पार्किंग में चलने वाले मल्टी-लोकेशन पास में शामिल हों।",
    deskTitle: "ऑपरेटर डेस्क",
    deskText:
      "आपका स्टाफ़ आज आने और जाने वाले वाहन देखता है और गेट पर फ़ोन या कंप्यूटर से, बुकिंग कोड या वाउचर का QR कोड स्कैन करके, गाड़ियों की एंट्री और एग्ज़िट दर्ज करता है।",
    payoutsTitle: "भुगतान",
    payoutsText:
      "ड्राइवर पूरा भुगतान ऑनलाइन करते हैं (UPI, कार्ड, नेटबैंकिंग, वॉलेट, पे लेटर), इसलिए गेट पर नकद का लेन-देन नहीं होता, और रिफ़ंड आपकी चुनी हुई रद्द करने की समय-सीमा के हिसाब से होते हैं। आपकी कमाई कैसे और कब दी जाएगी, यह पार्किंग जोड़ते समय हमारी टीम के साथ तय होता है।",
    formHeading: "अपनी पार्किंग जोड़ें",
    sendAnother: "एक और पूछताछ भेजें",
    formIntro: "हमें अपनी पार्किंग के बारे में बताएँ, हम आपको कॉल करेंगे या लिखेंगे। सभी फ़ील्ड ज़रूरी हैं।",
    carPark: "पार्किंग का नाम",
    city: "शहर",
    message: "संदेश",
    messageHint: "कितनी जगहें हैं, कारों के लिए या दोपहिया के लिए, और कुछ भी जो हमें जानना चाहिए।",
    send: "पूछताछ भेजें",
  },
});

export type ProfessionalsMessages = { readonly [K in keyof typeof PROFESSIONALS.en]: string };
