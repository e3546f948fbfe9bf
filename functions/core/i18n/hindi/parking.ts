/**
 * Hindi for core's parking messages (decision 059): the English text (as core throws it, the spec's
 * wording) is the key; `{name}` stands for a value carried over as it is. Covers
 * functions/core/parking (search, the vehicle kinds, the admin's car park forms and pictures),
 * functions/core/availability (the stay window) and functions/core/favourite.
 */
export const PARKING_HINDI: Record<string, string> = {
  // availability/window.ts
  "Please enter a valid arrival date and time.": "कृपया पहुँचने की सही तारीख और समय डालें।",
  "Please enter a valid departure date and time.": "कृपया निकलने की सही तारीख और समय डालें।",
  "Arrival cannot be earlier than the current time.": "पहुँचने का समय अभी के समय से पहले नहीं हो सकता।",
  "Departure cannot be earlier than the arrival time.": "निकलने का समय पहुँचने के समय से पहले नहीं हो सकता।",
  "A stay can be at most 4 days (96 hours). For longer stays, see our passes.":
    "एक बार में ज़्यादा से ज़्यादा 4 दिन (96 घंटे) की पार्किंग बुक हो सकती है। लंबे समय के लिए हमारे पास देखें।",

  // parking/search-request.ts
  "Please enter a place to search.": "कृपया खोजने के लिए कोई जगह डालें।",
  "We could not find that place. Please check the spelling or choose a suggestion.": "हमें यह जगह नहीं मिली। कृपया स्पेलिंग जाँचें या कोई सुझाव चुनें।",
  "Please check the search details.": "कृपया खोज की जानकारी जाँचें।",

  // parking/vehicle-kind.ts
  "This car park does not take this type of vehicle.": "इस पार्किंग में इस तरह का वाहन नहीं लिया जाता।",

  // parking/parking-schema.ts (the admin's car park form)
  "Please enter the car park's name.": "कृपया पार्किंग का नाम डालें।",
  "Please enter a code of 3 to 12 capital letters, digits or dashes, e.g. MUM-014.":
    "कृपया 3 से 12 कैपिटल अक्षरों, अंकों या डैश का कोड डालें, जैसे MUM-014।",
  "Please enter the street address.": "कृपया सड़क का पता डालें।",
  "Please enter the city.": "कृपया शहर डालें।",
  "Please enter the state.": "कृपया राज्य डालें।",
  "Please enter a 6-digit PIN code.": "कृपया 6 अंकों का पिन कोड डालें।",
  "Please enter a latitude between 6 and 37 (India).": "कृपया 6 और 37 के बीच का अक्षांश डालें (भारत)।",
  "Please enter a longitude between 68 and 98 (India).": "कृपया 68 और 98 के बीच का देशांतर डालें (भारत)।",
  "Please enter a whole number of spaces from 0 to 5000.": "कृपया 0 से 5000 तक जगहों की पूरी संख्या डालें।",
  "A car park needs at least one space.": "पार्किंग में कम से कम एक जगह होनी चाहिए।",
  "Please enter the hours per price block, 1 to 24.": "कृपया हर कीमत-ब्लॉक के घंटे डालें, 1 से 24 तक।",
  "Please enter a price in whole rupees from 0 to 10000.": "कृपया 0 से 10000 तक पूरे रुपयों में कीमत डालें।",
  "Please enter the landmark people search for (a locality, station, airport or mall).":
    "कृपया वह लैंडमार्क डालें जिसे लोग खोजते हैं (कोई इलाका, स्टेशन, हवाई अड्डा या मॉल)।",
  "Please choose when cancelling and changes close.": "कृपया चुनें कि रद्द करने और बदलाव की सुविधा कब बंद होगी।",

  // parking/parking-admin.ts
  "Car park not found.": "पार्किंग नहीं मिली।",
  "Another car park already has this code.": "यह कोड पहले से किसी दूसरी पार्किंग का है।",
  "Someone else changed this car park meanwhile. Please look again.": "इस बीच किसी और ने इस पार्किंग में बदलाव किया है। कृपया फिर से देखें।",
  // The kind's label is a value; the two kinds are written out first so the label reads in Hindi too.
  "Four Wheeler spaces cannot go below {booked}: {booked} are booked for {hour}.":
    "चारपहिया की जगहें {booked} से कम नहीं हो सकतीं: {hour} के लिए {booked} जगहें बुक हैं।",
  "Two Wheeler spaces cannot go below {booked}: {booked} are booked for {hour}.":
    "दोपहिया की जगहें {booked} से कम नहीं हो सकतीं: {hour} के लिए {booked} जगहें बुक हैं।",
  "{label} spaces cannot go below {booked}: {booked} are booked for {hour}.":
    "{label} की जगहें {booked} से कम नहीं हो सकतीं: {hour} के लिए {booked} जगहें बुक हैं।",
  "Four Wheeler spaces cannot go below {pooled}: the pass plans set aside {pooled} in the same hours. Change the plans first.":
    "चारपहिया की जगहें {pooled} से कम नहीं हो सकतीं: पास प्लान उन्हीं घंटों में {pooled} जगहें अलग रखते हैं। पहले प्लान बदलें।",
  "Two Wheeler spaces cannot go below {pooled}: the pass plans set aside {pooled} in the same hours. Change the plans first.":
    "दोपहिया की जगहें {pooled} से कम नहीं हो सकतीं: पास प्लान उन्हीं घंटों में {pooled} जगहें अलग रखते हैं। पहले प्लान बदलें।",
  "{label} spaces cannot go below {pooled}: the pass plans set aside {pooled} in the same hours. Change the plans first.":
    "{label} की जगहें {pooled} से कम नहीं हो सकतीं: पास प्लान उन्हीं घंटों में {pooled} जगहें अलग रखते हैं। पहले प्लान बदलें।",

  // parking/parking-image-admin.ts
  "A car park can have at most 8 pictures. Remove one first.": "एक पार्किंग की ज़्यादा से ज़्यादा 8 तस्वीरें हो सकती हैं। पहले एक हटाएँ।",
  "Please choose a JPEG, PNG, GIF or WebP picture of at most 10MB.": "कृपया ज़्यादा से ज़्यादा 10MB की JPEG, PNG, GIF या WebP तस्वीर चुनें।",
  "This picture is not one of this car park's.": "यह तस्वीर इस पार्किंग की नहीं है।",

  // favourite/favourites.ts
  "This car park is not taking bookings any more, so it cannot be added to your favourites.":
    "यह पार्किंग अब बुकिंग नहीं ले रही है, इसलिए इसे आपकी पसंदीदा में नहीं जोड़ा जा सकता।",
  "You can keep up to 100 favourite car parks. Remove one to add another.":
    "आप ज़्यादा से ज़्यादा 100 पसंदीदा पार्किंग रख सकते हैं। दूसरी जोड़ने के लिए एक हटाएँ।",
  "You can only see and change your own favourite car parks.": "आप सिर्फ़ अपनी ही पसंदीदा पार्किंग देख और बदल सकते हैं।",
  "Added to favourites.": "पसंदीदा में जोड़ दी गई।",
  "Removed from favourites.": "पसंदीदा से हटा दी गई।",
  "You have no favourite car parks yet.": "आपकी अभी कोई पसंदीदा पार्किंग नहीं है।",
  "Too many car parks asked about at once.": "एक साथ बहुत ज़्यादा पार्किंग के बारे में पूछा गया।",
  // The heart's own route (app/routes/parking/_app.favourites_.$parkingId.tsx).
  "Please choose to add or remove the car park.": "कृपया पार्किंग जोड़ना या हटाना चुनें।",
};
