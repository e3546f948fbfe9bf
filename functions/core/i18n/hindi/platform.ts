/**
 * Hindi for core's platform-wide messages (decision 059): the error catalogue's defaults, the
 * session, data rights and the admin's own tools. The English text is the key, `{name}` a value.
 */
export const PLATFORM_HINDI: Record<string, string> = {
  "Server is down. Please try again later.": "सर्वर अभी बंद है। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "An unexpected error occurred.": "कोई अनपेक्षित गड़बड़ी हुई।",
  "Invalid request.": "अनुरोध सही नहीं है।",
  "Invalid page cursor.": "पेज का कर्सर सही नहीं है।",
  "Please sign in to continue.": "आगे बढ़ने के लिए कृपया साइन इन करें।",
  "You are not allowed to do that.": "आपको ऐसा करने की अनुमति नहीं है।",
  "Not found.": "नहीं मिला।",
  "Too many attempts. Please wait a few minutes and try again.": "बहुत ज़्यादा कोशिशें हुईं। कृपया कुछ मिनट रुककर फिर कोशिश करें।",
  "Your session has expired. Please sign in again.": "आपका सेशन खत्म हो गया है। कृपया फिर से साइन इन करें।",
  "Member not found.": "सदस्य नहीं मिला।",
  "Enter your password to confirm.": "पुष्टि के लिए अपना पासवर्ड डालें।",
  "Choose what happens to your posts and comments.": "चुनें कि आपकी पोस्ट और टिप्पणियों का क्या होगा।",
  "This account is being deleted and can no longer sign in.": "यह खाता हटाया जा रहा है और अब इससे साइन इन नहीं हो सकता।",
  "An admin account is deleted only from a session opened with the second factor (sign in at /admin/signin).":
    "एडमिन खाता सिर्फ़ दूसरे फ़ैक्टर से खोले गए सेशन से हटाया जा सकता है (/admin/signin पर साइन इन करें)।",
  "That password is not right.": "यह पासवर्ड सही नहीं है।",
  "You have a booking or pass that is still live (on hold, confirmed or parked). Cancel it, or wait until it is over, then delete your account.":
    "आपकी एक बुकिंग या पास अभी चालू है (होल्ड पर, कन्फ़र्म या पार्क)। उसे रद्द करें या उसके खत्म होने तक रुकें, फिर अपना खाता हटाएँ।",
  "This account is already set to be deleted.": "यह खाता पहले से हटाए जाने के लिए तय है।",
  "Tick the box to confirm that every sign-in entry is deleted.": "पुष्टि के लिए बॉक्स पर टिक करें कि साइन-इन की हर एंट्री हटा दी जाए।",
  "Name must be at most {max} characters.": "नाम ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है।",
  "Subject must be at most {max} characters.": "विषय ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है।",
  "Message must be at most {max} characters.": "संदेश ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है।",
  "Car park name must be at most {max} characters.": "पार्किंग का नाम ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है।",
  "City must be at most {max} characters.": "शहर का नाम ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है।",
  "You have not asked for a copy of your data yet.": "आपने अभी तक अपने डेटा की कॉपी नहीं माँगी है।",
  "We are preparing your data. We will e-mail you a link when it is ready (usually within a few minutes); reload this page to see it here.":
    "हम आपका डेटा तैयार कर रहे हैं। तैयार होते ही हम आपको लिंक ई-मेल करेंगे (आमतौर पर कुछ ही मिनट में); इसे यहाँ देखने के लिए यह पेज फिर से लोड करें।",
  "We could not prepare your data. Please ask again.": "हम आपका डेटा तैयार नहीं कर सके। कृपया फिर से माँगें।",
  "Your last download link has expired. You can ask for a new copy.": "आपके पिछले डाउनलोड लिंक की समय-सीमा खत्म हो गई है। आप नई कॉपी माँग सकते हैं।",
  "Your data is ready to download.": "आपका डेटा डाउनलोड के लिए तैयार है।",
  "This download link is not valid for your account.": "यह डाउनलोड लिंक आपके खाते के लिए मान्य नहीं है।",
  "This download link has expired. You can ask for a new copy of your data in Settings → Your data.":
    "इस डाउनलोड लिंक की समय-सीमा खत्म हो गई है। आप सेटिंग → आपका डेटा में अपने डेटा की नई कॉपी माँग सकते हैं।",
  "This offer is not being sent: there is nothing to pause.": "यह ऑफ़र अभी भेजा नहीं जा रहा है: रोकने को कुछ नहीं है।",
  "This offer is not paused.": "यह ऑफ़र रुका हुआ नहीं है।",
  "Offer not found.": "ऑफ़र नहीं मिला।",
  "Choose what your request is about": "चुनें कि आपका अनुरोध किस बारे में है",
  "Answer is required": "जवाब ज़रूरी है",
  "No privacy request has this reference.": "इस रेफ़रेंस का कोई गोपनीयता अनुरोध नहीं है।",
  "This request has already been answered.": "इस अनुरोध का जवाब पहले ही दिया जा चुका है।",
};
