/**
 * The admin area's platform messages (issue 35, decision 059): the content-check settings' form
 * (content-check/check-settings-schema.ts) and the logs page's texts (activity-log/activity-log-schema.ts).
 * The English text is the key, `{name}` a value.
 */
export const ADMIN_PLATFORM_HINDI: Record<string, string> = {
  "Please enter a whole number from {min} to {max}.": "कृपया {min} से {max} तक की कोई पूरी संख्या डालें।",
  "Please enter a number from {min} to {max}.": "कृपया {min} से {max} तक की कोई संख्या डालें।",
  "Delete sign-in activity": "साइन-इन गतिविधि हटाएँ",
  "Deletes every sign-in entry (successful and failed) of the last 7 days; one entry records that you did it. Admin and moderator actions are an audit trail: they cannot be deleted, and are kept 365 days.":
    "पिछले 7 दिनों की हर साइन-इन एंट्री (सफल और विफल) हट जाती है; एक एंट्री दर्ज करती है कि यह आपने किया। एडमिन और मॉडरेटर की कार्रवाइयाँ ऑडिट रिकॉर्ड हैं: वे हटाई नहीं जा सकतीं और 365 दिन रखी जाती हैं।",
  "I understand that every sign-in entry is deleted and cannot be brought back.":
    "मैं समझता/समझती हूँ कि हर साइन-इन एंट्री हट जाएगी और वापस नहीं लाई जा सकेगी।",
  "No account has this e-mail.": "इस ई-मेल का कोई खाता नहीं है।",
  "No log entries match.": "कोई लॉग एंट्री मेल नहीं खाती।",
};
