/**
 * Hindi for core's booking messages (decision 059): the English text (as core throws it, the spec's
 * wording) is the key; `{name}` stands for a value carried over as it is. Covers core's booking,
 * pass, payment, coupon and review domains.
 */
export const BOOKING_HINDI: Record<string, string> = {
  // booking: holds, quotes, confirmation, cancellation
  "Booking not found.": "बुकिंग नहीं मिली।",
  "Car park not found.": "पार्किंग नहीं मिली।",
  "This car park is not taking bookings at the moment.": "यह पार्किंग अभी बुकिंग नहीं ले रही है।",
  "Please verify your e-mail address before booking. We sent you a link when you signed up.":
    "बुक करने से पहले कृपया अपना ई-मेल पता वेरिफ़ाई करें। साइन अप करते समय हमने आपको एक लिंक भेजा था।",
  "Please add vehicle to proceed": "आगे बढ़ने के लिए कृपया वाहन जोड़ें",
  "Sorry, there is no free space for this vehicle at this car park for the chosen time. Please choose another time or car park.":
    "माफ़ करें, चुने गए समय पर इस पार्किंग में इस वाहन के लिए कोई खाली जगह नहीं है। कृपया कोई दूसरा समय या पार्किंग चुनें।",
  "This vehicle already has a booking for an overlapping time. Please choose another vehicle or time.":
    "इस वाहन की इसी समय से टकराती एक बुकिंग पहले से है। कृपया कोई दूसरा वाहन या समय चुनें।",
  "You already have 2 bookings waiting for payment. Please pay for one, or wait for it to expire, before holding another space.":
    "आपकी 2 बुकिंग पहले से भुगतान का इंतज़ार कर रही हैं। दूसरी जगह रोकने से पहले किसी एक का भुगतान करें या उसके समाप्त होने का इंतज़ार करें।",
  "Too many bookings started in a short time. Please wait a few minutes and try again.":
    "कम समय में बहुत सारी बुकिंग शुरू की गईं। कृपया कुछ मिनट रुककर फिर कोशिश करें।",
  "This payment is for another booking.": "यह भुगतान किसी दूसरी बुकिंग का है।",
  "Only a confirmed booking can be cancelled.": "सिर्फ़ कन्फ़र्म बुकिंग ही रद्द की जा सकती है।",
  "This booking is no longer waiting for payment. Please start again.": "यह बुकिंग अब भुगतान का इंतज़ार नहीं कर रही है। कृपया फिर से शुरू करें।",
  "This booking can no longer be cancelled: cancellation closes when the stay starts.":
    "यह बुकिंग अब रद्द नहीं की जा सकती: पार्किंग का समय शुरू होते ही रद्द करने की सुविधा बंद हो जाती है।",
  "This booking can no longer be cancelled: cancellation closes 1 hour before the start.":
    "यह बुकिंग अब रद्द नहीं की जा सकती: रद्द करने की सुविधा शुरू होने से 1 घंटा पहले बंद हो जाती है।",
  "This booking can no longer be cancelled: cancellation closes {hours} hours before the start.":
    "यह बुकिंग अब रद्द नहीं की जा सकती: रद्द करने की सुविधा शुरू होने से {hours} घंटे पहले बंद हो जाती है।",
  "This booking can no longer be changed: changes close when the stay starts.":
    "यह बुकिंग अब बदली नहीं जा सकती: पार्किंग का समय शुरू होते ही बदलाव बंद हो जाते हैं।",
  "This booking can no longer be changed: changes close 1 hour before the start.":
    "यह बुकिंग अब बदली नहीं जा सकती: बदलाव शुरू होने से 1 घंटा पहले बंद हो जाते हैं।",
  "This booking can no longer be changed: changes close {hours} hours before the start.":
    "यह बुकिंग अब बदली नहीं जा सकती: बदलाव शुरू होने से {hours} घंटे पहले बंद हो जाते हैं।",

  // booking: changes and extensions (decision 026)
  "Only a confirmed booking can be changed.": "सिर्फ़ कन्फ़र्म बुकिंग ही बदली जा सकती है।",
  "Only a confirmed or parked booking can be extended.": "सिर्फ़ कन्फ़र्म या पार्क की हुई बुकिंग का समय ही बढ़ाया जा सकता है।",
  "This stay has ended, so it can no longer be extended.": "यह पार्किंग समय खत्म हो चुका है, इसलिए इसे अब बढ़ाया नहीं जा सकता।",
  "A pass cannot be changed or extended. You can cancel it before it starts and buy another.":
    "पास बदला या बढ़ाया नहीं जा सकता। आप इसे शुरू होने से पहले रद्द करके दूसरा खरीद सकते हैं।",
  "Nothing to change: choose another time or another vehicle.": "बदलने के लिए कुछ नहीं है: कोई दूसरा समय या दूसरा वाहन चुनें।",
  "Please choose a departure later than the current one.": "कृपया मौजूदा समय से बाद का निकलने का समय चुनें।",
  "Another change of this booking is waiting for payment. Please finish or cancel it first.":
    "इस बुकिंग का एक और बदलाव भुगतान का इंतज़ार कर रहा है। कृपया पहले उसे पूरा करें या रद्द करें।",
  "Sorry, there is no free space at this car park for the new time. Your booking is unchanged.":
    "माफ़ करें, नए समय के लिए इस पार्किंग में कोई खाली जगह नहीं है। आपकी बुकिंग में कोई बदलाव नहीं हुआ।",
  "This change moves too many hours to make in one step. Please cancel and book again.":
    "इस बदलाव में एक बार में बहुत ज़्यादा घंटे बदलते हैं। कृपया रद्द करके दोबारा बुक करें।",
  "This booking changed meanwhile. Please look at it again.": "इस बीच यह बुकिंग बदल गई है। कृपया इसे फिर से देखें।",
  "This change is no longer waiting for payment. Your booking is unchanged.":
    "यह बदलाव अब भुगतान का इंतज़ार नहीं कर रहा है। आपकी बुकिंग में कोई बदलाव नहीं हुआ।",
  "This payment is for another change.": "यह भुगतान किसी दूसरे बदलाव का है।",
  "Please enter a valid departure date and time.": "कृपया निकलने की सही तारीख और समय डालें।",

  // booking: the operator desk and the gate
  "No booking has this code.": "इस कोड की कोई बुकिंग नहीं है।",
  "You may not check cars in or out at this car park.": "आप इस पार्किंग में गाड़ियों का चेक-इन या चेक-आउट नहीं कर सकते।",
  "Only a confirmed booking can be checked in.": "सिर्फ़ कन्फ़र्म बुकिंग का ही चेक-इन हो सकता है।",
  "This pass has expired.": "इस पास की अवधि खत्म हो चुकी है।",
  "This booking starts later: check-in opens 30 minutes before arrival.": "यह बुकिंग बाद में शुरू होती है: चेक-इन पहुँचने के समय से 30 मिनट पहले खुलता है।",
  "This booking's time is over.": "इस बुकिंग का समय खत्म हो चुका है।",
  "Only a parked booking can be checked out.": "सिर्फ़ पार्क की हुई बुकिंग का ही चेक-आउट हो सकता है।",
  "Type the booking code or paste the QR text.": "बुकिंग कोड टाइप करें या QR का टेक्स्ट पेस्ट करें।",
  "Choose Check in or Check out.": "चेक-इन या चेक-आउट चुनें।",
  "The operator desk is for car park staff.": "ऑपरेटर डेस्क पार्किंग के कर्मचारियों के लिए है।",
  "No car park has this id.": "इस आईडी की कोई पार्किंग नहीं है।",

  // pass
  "Please choose a plan.": "कृपया एक प्लान चुनें।",
  "Please choose 1, 3, 6 or 12 months.": "कृपया 1, 3, 6 या 12 महीने चुनें।",
  "Please choose a start date from today up to 30 days ahead.": "कृपया आज से 30 दिन आगे तक की कोई शुरुआती तारीख चुनें।",
  "Please confirm that the vehicle has no trailer, racks or altered dimensions.":
    "कृपया पुष्टि करें कि वाहन में कोई ट्रेलर, रैक या बदला हुआ आकार नहीं है।",
  "Please choose from 1 to 7 days.": "कृपया 1 से 7 दिन चुनें।",
  "This car park does not sell this pass.": "यह पार्किंग यह पास नहीं बेचती।",
  "This pass is not sold for this vehicle type or length.": "यह पास इस तरह के वाहन या इस अवधि के लिए नहीं बिकता।",
  "This pass is not sold for this vehicle type or number of days.": "यह पास इस तरह के वाहन या इतने दिनों के लिए नहीं बिकता।",
  "Sorry, every space for this pass is taken for the dates you chose. Please choose another start date, plan or car park.":
    "माफ़ करें, आपकी चुनी तारीखों के लिए इस पास की सारी जगहें भरी हुई हैं। कृपया कोई दूसरी शुरुआती तारीख, प्लान या पार्किंग चुनें।",
  "This multi-location pass is not on sale.": "यह मल्टी-लोकेशन पास अभी बिक्री पर नहीं है।",
  "The pass's space at {key} could not be given back; the sweeper will retry.":
    "{key} पर पास की जगह वापस नहीं दी जा सकी; सिस्टम फिर से कोशिश करेगा।",
  "Please enter the network's name, 3 to 60 characters.": "कृपया नेटवर्क का नाम डालें, 3 से 60 अक्षर।",
  "Please list from 1 to 20 car park ids (such as pk-mumbai-02), separated by commas or new lines.":
    "कृपया 1 से 20 पार्किंग आईडी (जैसे pk-mumbai-02) लिखें, कॉमा या नई लाइन से अलग करके।",
  "A network needs at least one pass on sale at a time.": "नेटवर्क में एक समय पर कम से कम एक पास बिक्री पर होना चाहिए।",
  "Please choose 24 hours, daytime or night.": "कृपया 24 घंटे, दिन या रात चुनें।",
  "Please choose 7, 10, 12 or 14 hours a day.": "कृपया दिन में 7, 10, 12 या 14 घंटे चुनें।",
  "Please choose the hour the plan starts, 0 to 23 (India time).": "कृपया प्लान शुरू होने का घंटा चुनें, 0 से 23 (भारतीय समय)।",
  "A plan needs at least one space.": "प्लान में कम से कम एक जगह होनी चाहिए।",
  "This plan is not one of this car park's.": "यह प्लान इस पार्किंग का नहीं है।",
  "This is the car park's share of a multi-location pass: it changes with its network, not here.":
    "यह मल्टी-लोकेशन पास में इस पार्किंग का हिस्सा है: यह अपने नेटवर्क के साथ बदलता है, यहाँ नहीं।",
  "This car park already has a plan with these hours. Please edit that plan instead.":
    "इस पार्किंग में इन घंटों का प्लान पहले से है। कृपया उसी प्लान को बदलें।",
  "A car park can have at most 10 plans.": "एक पार्किंग में ज़्यादा से ज़्यादा 10 प्लान हो सकते हैं।",
  "This network does not exist.": "यह नेटवर्क मौजूद नहीं है।",
  "A network with this name already exists. Please edit it instead.": "इस नाम का नेटवर्क पहले से है। कृपया उसी को बदलें।",

  // payment
  "The payment could not be verified.": "भुगतान की पुष्टि नहीं हो सकी।",
  "This payment is not for a booking we know.": "यह भुगतान हमारी किसी जानी-पहचानी बुकिंग का नहीं है।",
  "The payment failed. Your booking was not made and nothing was charged.": "भुगतान विफल रहा। आपकी बुकिंग नहीं हुई और कोई पैसा नहीं कटा।",
  "Your payment arrived after the space was taken, so it is being refunded in full.":
    "आपका भुगतान जगह भर जाने के बाद पहुँचा, इसलिए पूरी राशि वापस की जा रही है।",
  "This payment is not for one of your bookings.": "यह भुगतान आपकी किसी बुकिंग का नहीं है।",
  "This payment is for another member's booking.": "यह भुगतान किसी दूसरे सदस्य की बुकिंग का है।",
  "This order is already paid.": "इस ऑर्डर का भुगतान पहले ही हो चुका है।",
  // The pages' own refusals (app/routes/booking, the test gateway), translated by the form kit like core's.
  "Cancellation failed. Please try again.": "बुकिंग रद्द नहीं हो सकी। कृपया फिर कोशिश करें।",
  "Please choose Complete or Fail.": "कृपया पूरा करें या विफल करें चुनें।",
  "Invalid webhook signature.": "वेबहुक का सिग्नेचर गलत है।",
  "The webhook body is not JSON.": "वेबहुक का डेटा JSON नहीं है।",
  "This event is being processed; please retry later.": "इस इवेंट पर काम चल रहा है; कृपया बाद में फिर कोशिश करें।",

  // coupon
  "Please enter a coupon code": "कृपया कूपन कोड डालें",
  "This coupon code is not valid.": "यह कूपन कोड मान्य नहीं है।",
  "This coupon is not valid yet.": "यह कूपन अभी मान्य नहीं है।",
  "This coupon has expired.": "इस कूपन की अवधि खत्म हो चुकी है।",
  "This coupon cannot be used at this car park.": "यह कूपन इस पार्किंग में इस्तेमाल नहीं किया जा सकता।",
  "You have already used this coupon.": "आप यह कूपन पहले ही इस्तेमाल कर चुके हैं।",
  "This coupon has been used as many times as it can be.": "यह कूपन जितनी बार इस्तेमाल हो सकता था, हो चुका है।",
  "Coupon applied successfully!": "कूपन सफलतापूर्वक लागू हुआ!",
  "This coupon needs a booking of more than {amount} before tax.": "इस कूपन के लिए टैक्स से पहले {amount} से ज़्यादा की बुकिंग चाहिए।",
  "Please enter a short description drivers will see (up to 120 characters).": "कृपया एक छोटा विवरण डालें जो ड्राइवरों को दिखेगा (120 अक्षरों तक)।",
  "Please choose flat (rupees off) or percent.": "कृपया फ़्लैट (रुपयों की छूट) या प्रतिशत चुनें।",
  "Please enter the rupees off, a whole number from 1 to 10000.": "कृपया छूट के रुपये डालें, 1 से 10000 तक की पूरी संख्या।",
  "Please choose where the coupon applies.": "कृपया चुनें कि कूपन कहाँ लागू होगा।",
  "Please enter a code of 3 to 20 capital letters or digits, e.g. MONSOON25.": "कृपया 3 से 20 कैपिटल अक्षरों या अंकों का कोड डालें, जैसे MONSOON25।",
  "A coupon with this code already exists.": "इस कोड का कूपन पहले से मौजूद है।",
  "Coupon not found.": "कूपन नहीं मिला।",
  "This coupon has ended and can no longer be changed.": "यह कूपन खत्म हो चुका है और अब बदला नहीं जा सकता।",
  "Someone else changed this coupon meanwhile. Please look at it again before saving.":
    "इस बीच किसी और ने यह कूपन बदल दिया है। सेव करने से पहले कृपया इसे फिर से देखें।",
  "This coupon has already ended.": "यह कूपन पहले ही खत्म हो चुका है।",
  "This coupon is being used right now. Please recount again in a minute.": "यह कूपन अभी इस्तेमाल हो रहा है। कृपया एक मिनट बाद फिर से गिनती करें।",

  // review (decision 028)
  "Please choose from 1 to 5 stars.": "कृपया 1 से 5 स्टार चुनें।",
  "You can review a stay once it is completed.": "पार्किंग पूरी होने के बाद ही आप उसका रिव्यू लिख सकते हैं।",
  "You have not reviewed this stay.": "आपने इस पार्किंग का रिव्यू नहीं लिखा है।",
  "Review not found.": "रिव्यू नहीं मिला।",
  "This car park no longer exists.": "यह पार्किंग अब मौजूद नहीं है।",
  "Only moderators can remove reviews.": "सिर्फ़ मॉडरेटर ही रिव्यू हटा सकते हैं।",
  "This review violates the community guidelines. Please clean it up before posting.":
    "यह रिव्यू कम्युनिटी के नियमों के ख़िलाफ़ है। पोस्ट करने से पहले कृपया इसे ठीक करें।",
  "Someone changed this review at the same moment. Please try again.": "ठीक इसी समय किसी ने यह रिव्यू बदला। कृपया फिर कोशिश करें।",
  "Thank you: your review is saved.": "धन्यवाद: आपका रिव्यू सेव हो गया है।",
  "Your review is deleted.": "आपका रिव्यू हटा दिया गया है।",
  "The review is removed.": "रिव्यू हटा दिया गया है।",
  "No reviews yet.": "अभी कोई रिव्यू नहीं है।",
  "Please keep your review to {max} characters.": "कृपया अपना रिव्यू {max} अक्षरों तक रखें।",
  "A booking code or QR text is at most 200 characters.": "बुकिंग कोड या QR टेक्स्ट ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है।",
};
