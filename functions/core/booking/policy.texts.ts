import { defineCatalogue } from "../i18n/catalogue";

/** The booking policy in plain words (policy.ts's policyLines): the detail page, checkout, the change page, the voucher. */
export const POLICY_TEXTS = defineCatalogue({
  en: {
    freeUntilArrival: "Free cancellation and changes until arrival.",
    freeUpToOneHour: "Free cancellation and changes up to 1 hour before arrival.",
    freeUpToHours: "Free cancellation and changes up to {hours} hours before arrival.",
    reentry: "Re-entry allowed: you may leave and come back during your stay.",
    noReentry: "No re-entry: one entry and one exit.",
  },
  hi: {
    freeUntilArrival: "पहुँचने के समय तक मुफ़्त रद्द करें और बदलाव करें।",
    freeUpToOneHour: "पहुँचने से 1 घंटा पहले तक मुफ़्त रद्द करें और बदलाव करें।",
    freeUpToHours: "पहुँचने से {hours} घंटे पहले तक मुफ़्त रद्द करें और बदलाव करें।",
    reentry: "दोबारा प्रवेश की सुविधा: पार्किंग के समय में आप बाहर जाकर वापस आ सकते हैं।",
    noReentry: "दोबारा प्रवेश नहीं: एक बार प्रवेश और एक बार निकास।",
  },
});
