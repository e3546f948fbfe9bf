/**
 * Hindi for the admin's car park, network, pass plan, coupon and offer forms' messages (decision 059):
 * coupon-admin-schema, offer-schema, offer-admin, network-schema, pass-plan-schema, parking-image-admin
 * and parking-schema. Those already said elsewhere (booking.ts, parking.ts) are not repeated here.
 */
export const ADMIN_PARKING_HINDI: Record<string, string> = {
  // coupon-admin-schema
  "Please enter a percentage, a whole number from 1 to 100.": "कृपया प्रतिशत डालें, 1 से 100 तक की पूरी संख्या।",
  "Please enter the cap in whole rupees from 1 to 10000, or leave it empty.": "कृपया अधिकतम छूट 1 से 10000 तक पूरे रुपयों में डालें, या इसे खाली छोड़ें।",
  "Please enter when the coupon starts, as a date and time.": "कृपया कूपन शुरू होने की तारीख और समय डालें।",
  "Please enter when the coupon ends, as a date and time.": "कृपया कूपन खत्म होने की तारीख और समय डालें।",
  "The end must be after the start.": "खत्म होने का समय शुरू होने के बाद का होना चाहिए।",
  "Please enter one or more car park ids, separated by commas.": "कृपया एक या ज़्यादा पार्किंग आईडी डालें, कॉमा से अलग करके।",
  "Please enter how many times one member may use it, 1 to 100.": "कृपया डालें कि एक सदस्य इसे कितनी बार इस्तेमाल कर सकता है, 1 से 100।",
  "Please enter how many times it may be used in all, 1 to 1000000, or leave it empty.":
    "कृपया डालें कि इसे कुल कितनी बार इस्तेमाल किया जा सकता है, 1 से 1000000, या इसे खाली छोड़ें।",
  // offer-schema, offer-admin
  "Please enter a subject of up to 120 characters.": "कृपया 120 अक्षरों तक का विषय डालें।",
  "Please write the offer, up to 2000 characters.": "कृपया ऑफ़र लिखें, 2000 अक्षरों तक।",
  "Please choose the coupon the offer is about.": "कृपया वह कूपन चुनें जिसके बारे में यह ऑफ़र है।",
  "Please enter a city of up to 60 characters, or leave it empty for every city.":
    "कृपया 60 अक्षरों तक का शहर डालें, या सभी शहरों के लिए इसे खाली छोड़ें।",
  "No coupon has this code.": "इस कोड का कोई कूपन नहीं है।",
  "This coupon has ended or expired: choose one drivers can still use.":
    "यह कूपन खत्म हो चुका है या इसकी अवधि बीत चुकी है: ऐसा कूपन चुनें जिसे ड्राइवर अभी भी इस्तेमाल कर सकें।",
  // network-schema, pass-plan-schema
  "Please enter a whole number of passes from 0 to 500.": "कृपया पासों की संख्या 0 से 500 तक की पूरी संख्या में डालें।",
  "Please enter a price in whole rupees from 1 to 1,00,000, or leave it blank (not sold).":
    "कृपया 1 से 1,00,000 तक पूरे रुपयों में कीमत डालें, या इसे खाली छोड़ें (बिक्री नहीं)।",
  "Please enter a price in whole rupees from 1 to 10,00,000, or leave it blank (not sold).":
    "कृपया 1 से 10,00,000 तक पूरे रुपयों में कीमत डालें, या इसे खाली छोड़ें (बिक्री नहीं)।",
};
