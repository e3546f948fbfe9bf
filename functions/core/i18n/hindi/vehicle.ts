/**
 * Hindi for core's vehicle messages (decision 059): the English text (as core throws it, the spec's
 * wording) is the key; `{name}` stands for a value carried over as it is.
 */
export const VEHICLE_HINDI: Record<string, string> = {
  "Please enter a valid Indian registration number, e.g. MH 12 AB 1234.": "कृपया सही भारतीय रजिस्ट्रेशन नंबर डालें, जैसे MH 12 AB 1234।",
  "Please enter a name for the vehicle.": "कृपया वाहन का नाम डालें।",
  "Please choose Two Wheeler or Four Wheeler.": "कृपया दोपहिया या चारपहिया चुनें।",
  "You have already added a vehicle with this registration number.": "इस रजिस्ट्रेशन नंबर का वाहन आप पहले ही जोड़ चुके हैं।",
  "Vehicle not found.": "वाहन नहीं मिला।",
  "Are you sure you want to delete this vehicle?": "क्या आप सच में यह वाहन हटाना चाहते हैं?",
  "Please keep the name under 60 characters.": "कृपया नाम 60 अक्षरों से छोटा रखें।",
};
