/**
 * Hindi for core's account messages (decision 059): the English text (as core throws it, the spec's
 * wording) is the key; `{name}` stands for a value carried over as it is.
 * functions/core/account (sign-up, sign-in, devices, second factor, profile, admin's users and
 * staff) and functions/core/session.
 */
export const ACCOUNT_HINDI: Record<string, string> = {
  // Sign-up, sign-in, password reset (schemas.ts).
  "Email address is required": "ई-मेल पता ज़रूरी है।",
  "Please enter a valid email address.": "कृपया सही ई-मेल पता डालें।",
  "Password is required": "पासवर्ड ज़रूरी है।",
  "New password is required": "नया पासवर्ड ज़रूरी है।",
  "Password must be at least 8 characters.": "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।",
  "Password must be at most 128 characters.": "पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है।",
  "Username is required": "यूज़रनेम ज़रूरी है।",
  "Username must be at most 60 characters.": "यूज़रनेम ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है।",
  "Confirm Password is required": "पासवर्ड की पुष्टि ज़रूरी है।",
  "Confirm new password is required": "नए पासवर्ड की पुष्टि ज़रूरी है।",
  "Passwords do not match": "दोनों पासवर्ड एक जैसे नहीं हैं।",
  "Passwords do not match.": "दोनों पासवर्ड एक जैसे नहीं हैं।",
  "Please agree to the terms and conditions for registration.": "कृपया रजिस्ट्रेशन के नियम और शर्तें स्वीकार करें।",
  "Invalid email or password.": "ई-मेल या पासवर्ड गलत है।",
  "Invalid or expired token.": "यह लिंक गलत है या इसकी समय-सीमा खत्म हो गई है।",
  "An account with this email address already exists.": "इस ई-मेल पते से एक खाता पहले से मौजूद है।",
  // The profile (schemas.ts).
  "Please keep each field under 200 characters.": "कृपया हर फ़ील्ड 200 अक्षरों से कम रखें।",
  "Name cannot be empty.": "नाम खाली नहीं हो सकता।",
  "Please keep your bio under {max} characters.": "कृपया अपना परिचय {max} अक्षरों से कम रखें।",
  "Please keep your location under {max} characters.": "कृपया अपनी जगह {max} अक्षरों से कम रखें।",
  "Please keep your interests under {max} characters.": "कृपया अपनी रुचियाँ {max} अक्षरों से कम रखें।",
  // Admins, suspensions (caller.ts, account-service.ts, user-admin-schema.ts).
  "Admins sign in at /admin/signin.": "एडमिन /admin/signin पर साइन इन करते हैं।",
  "Only administrators can do that.": "ऐसा सिर्फ़ एडमिन कर सकते हैं।",
  "This account is not an administrator.": "यह खाता एडमिन का नहीं है।",
  "This account is suspended. Contact support.": "यह खाता निलंबित है। सपोर्ट से संपर्क करें।",
  "Please enter the start of an e-mail address.": "कृपया ई-मेल पते का शुरुआती हिस्सा डालें।",
  "An e-mail address is at most 254 characters.": "ई-मेल पता ज़्यादा से ज़्यादा 254 अक्षरों का हो सकता है।",
  "User not found.": "यूज़र नहीं मिला।",
  "You cannot suspend your own account.": "आप अपना खुद का खाता निलंबित नहीं कर सकते।",
  "Administrators cannot be suspended here.": "एडमिन को यहाँ से निलंबित नहीं किया जा सकता।",
  "This account is already suspended.": "यह खाता पहले से निलंबित है।",
  "This account is not suspended.": "यह खाता निलंबित नहीं है।",
  "Suspended {email}.": "{email} को निलंबित किया गया।",
  "Lifted the suspension of {email}.": "{email} का निलंबन हटाया गया।",
  // Devices (device-context.ts).
  "Sign-in from this device has been blocked. Unblock it from Devices and locations on a device you trust, or contact support.":
    "इस डिवाइस से साइन इन रोक दिया गया है। किसी भरोसेमंद डिवाइस पर डिवाइस और लोकेशन में जाकर इसे अनब्लॉक करें, या सपोर्ट से संपर्क करें।",
  "Device not found.": "डिवाइस नहीं मिला।",
  "The primary device cannot be blocked.": "मुख्य डिवाइस को ब्लॉक नहीं किया जा सकता।",
  "The primary device cannot be removed.": "मुख्य डिवाइस को हटाया नहीं जा सकता।",
  "A blocked device cannot be removed: unblock it first.": "ब्लॉक किया गया डिवाइस हटाया नहीं जा सकता: पहले उसे अनब्लॉक करें।",
  // The e-mailed sign-in code (sign-in-code-schema.ts).
  "A device was blocked on this account recently, and this browser has not signed in to it before: we have e-mailed you a 6-digit code. Type it to finish signing in.":
    "हाल ही में इस खाते पर एक डिवाइस ब्लॉक किया गया था, और इस ब्राउज़र से इस खाते में पहले कभी साइन इन नहीं हुआ है: हमने आपको 6 अंकों का कोड ई-मेल किया है। साइन इन पूरा करने के लिए उसे डालें।",
  "A device was blocked on this account recently, and this client is not trusted: we have e-mailed a 6-digit code to the account's address. Send it with the pendingToken to POST /api/users/signin/code within 10 minutes.":
    "हाल ही में इस खाते पर एक डिवाइस ब्लॉक किया गया था, और यह क्लाइंट भरोसेमंद नहीं है: हमने खाते के पते पर 6 अंकों का कोड ई-मेल किया है। उसे 10 मिनट के अंदर pendingToken के साथ POST /api/users/signin/code पर भेजें।",
  "Type the 6-digit code from our e-mail.": "हमारे ई-मेल में आया 6 अंकों का कोड डालें।",
  "That code is not right. Type the 6-digit code from our latest e-mail.": "यह कोड सही नहीं है। हमारे सबसे नए ई-मेल में आया 6 अंकों का कोड डालें।",
  "This code has expired or has already been used. Please sign in again for a new one.":
    "इस कोड की समय-सीमा खत्म हो गई है या यह पहले ही इस्तेमाल हो चुका है। नए कोड के लिए कृपया फिर से साइन इन करें।",
  "Too many wrong codes. Please sign in again for a new one.": "बहुत ज़्यादा गलत कोड डाले गए। नए कोड के लिए कृपया फिर से साइन इन करें।",
  "We could not send the code just now. Please try again in a few minutes.": "हम अभी कोड नहीं भेज सके। कृपया कुछ मिनट बाद फिर कोशिश करें।",
  // The admin's second factor (second-factor-schema.ts).
  "Type the 6-digit code from your authenticator app.": "अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड डालें।",
  "That code is not right. Type the 6-digit code your authenticator app shows now, or one of your recovery codes.":
    "यह कोड सही नहीं है। आपका ऑथेंटिकेटर ऐप अभी जो 6 अंकों का कोड दिखा रहा है वह डालें, या अपना कोई रिकवरी कोड।",
  "That code is not right. Check that the app shows SMART PARKING and type the code it shows now.":
    "यह कोड सही नहीं है। देखें कि ऐप में SMART PARKING दिख रहा है, और अभी दिख रहा कोड डालें।",
  "That code has already been used. Wait for the next code in your app and type that one.":
    "यह कोड पहले ही इस्तेमाल हो चुका है। अपने ऐप में अगले कोड का इंतज़ार करें और वही डालें।",
  "Your sign-in took too long or has ended. Please sign in again.": "आपके साइन इन में बहुत देर हो गई या वह खत्म हो गया। कृपया फिर से साइन इन करें।",
  // The verification link sent again (verification-resend-cap.ts).
  "We have already sent the verification link again {count} times, the most we send for one account. Please look for our earlier e-mails (check your spam folder too), or contact support.":
    "हम पुष्टि का लिंक {count} बार दोबारा भेज चुके हैं, एक खाते के लिए इससे ज़्यादा नहीं भेजते। कृपया हमारे पिछले ई-मेल देखें (स्पैम फ़ोल्डर भी), या सपोर्ट से संपर्क करें।",
  // The profile image (profile-image-rules.ts).
  "Please select an image file first.": "कृपया पहले एक इमेज फ़ाइल चुनें।",
  "Please select an image file (JPEG, PNG, WebP or GIF).": "कृपया एक इमेज फ़ाइल चुनें (JPEG, PNG, WebP या GIF)।",
  "Please select an image under 4 MB.": "कृपया 4 MB से छोटी इमेज चुनें।",
  "Profile image updated successfully!": "प्रोफ़ाइल इमेज अपडेट हो गई!",
  "Failed to upload the profile image.": "प्रोफ़ाइल इमेज अपलोड नहीं हो सकी।",
  // Car park staff (operator-assign-schema.ts, operator-assignments.ts).
  "Type the staff member's e-mail address.": "स्टाफ़ सदस्य का ई-मेल पता डालें।",
  "The list of car park ids is at most 2000 characters.": "पार्किंग id की सूची ज़्यादा से ज़्यादा 2000 अक्षरों की हो सकती है।",
  "No account has this e-mail address.": "इस ई-मेल पते का कोई खाता नहीं है।",
  "Only a member's account can be made car park staff (not an admin's or a moderator's).":
    "सिर्फ़ सदस्य के खाते को पार्किंग स्टाफ़ बनाया जा सकता है (एडमिन या मॉडरेटर के खाते को नहीं)।",
  "No car park has the id {id}.": "{id} id वाली कोई पार्किंग नहीं है।",
  "An operator can work at most at 20 car parks.": "एक ऑपरेटर ज़्यादा से ज़्यादा 20 पार्किंग पर काम कर सकता है।",
  "Someone else changed this account meanwhile: please try again.": "इसी बीच किसी और ने यह खाता बदल दिया: कृपया फिर कोशिश करें।",
  // The activity log's sign-in entries (account-service.ts).
  "Signed in.": "साइन इन किया।",
  "Signed in with the e-mailed code.": "ई-मेल किए गए कोड से साइन इन किया।",
  "Sign-in failed: wrong password.": "साइन इन नहीं हुआ: गलत पासवर्ड।",
  "Sign-in refused: admins sign in at /admin/signin.": "साइन इन रोका गया: एडमिन /admin/signin पर साइन इन करते हैं।",
  "Sign-in refused: the account is suspended.": "साइन इन रोका गया: खाता निलंबित है।",
  "Password accepted; second factor next.": "पासवर्ड सही है; अब दूसरा फ़ैक्टर।",
};
