import { defineCatalogue } from "../catalogue";

/** The vehicle kinds as a person reads them; the stored values stay "Four Wheeler" / "Two Wheeler". */
const KINDS = {
  en: { fourWheeler: "Four Wheeler", twoWheeler: "Two Wheeler" },
  hi: { fourWheeler: "चारपहिया", twoWheeler: "दोपहिया" },
} as const;

/** The vehicles list (/vehicles, spec §2 Vehicles). */
export const VEHICLES = defineCatalogue({
  en: {
    title: "Vehicles",
    oneRegistered: "1 vehicle registered",
    manyRegistered: "{count} vehicles registered",
    addNew: "Add new Vehicle",
    added: "Vehicle added successfully.",
    updated: "Vehicle updated successfully.",
    deleted: "Vehicle deleted successfully.",
    empty: "You have not added any vehicles yet.",
    isDefault: "Default",
    registrationNumber: "Registration number",
    vehicleType: "Vehicle type",
    edit: "Edit",
    delete: "Delete",
    deleting: "Deleting...",
    pages: "Pagination",
    ...KINDS.en,
  },
  hi: {
    title: "वाहन",
    oneRegistered: "1 वाहन रजिस्टर्ड",
    manyRegistered: "{count} वाहन रजिस्टर्ड",
    addNew: "नया वाहन जोड़ें",
    added: "वाहन जोड़ दिया गया।",
    updated: "वाहन अपडेट हो गया।",
    deleted: "वाहन हटा दिया गया।",
    empty: "आपने अभी तक कोई वाहन नहीं जोड़ा है।",
    isDefault: "डिफ़ॉल्ट",
    registrationNumber: "रजिस्ट्रेशन नंबर",
    vehicleType: "वाहन का प्रकार",
    edit: "बदलें",
    delete: "हटाएँ",
    deleting: "हटाया जा रहा है...",
    pages: "पेज",
    ...KINDS.hi,
  },
});

export type VehiclesMessages = { readonly [K in keyof typeof VEHICLES.en]: string };

/** Adding, editing and deleting a vehicle (/vehicles/new, /vehicles/{id}/edit, /vehicles/{id}/delete) and their form. */
export const VEHICLE_EDITOR = defineCatalogue({
  en: {
    addTitle: "Add new Vehicle",
    editTitle: "Edit vehicle",
    deleteTitle: "Delete vehicle",
    back: "Back",
    backToVehicles: "Back to vehicles",
    addVehicle: "Add vehicle",
    adding: "Adding...",
    saveChanges: "Save changes",
    saving: "Saving...",
    firstIsDefault: "Your first vehicle is always your default one.",
    correctFields: "Please correct the highlighted fields.",
    vehicleName: "Vehicle name",
    namePlaceholder: "e.g. Family car",
    registrationNumber: "Registration number",
    numberHint: "As on the number plate. Spaces and dashes are optional.",
    vehicleType: "Vehicle type",
    makeDefault: "Make this my default vehicle",
    defaultLocked: "This is your default vehicle. To change that, make another vehicle the default.",
    cancel: "Cancel",
    delete: "Delete",
    deleting: "Deleting...",
    ...KINDS.en,
  },
  hi: {
    addTitle: "नया वाहन जोड़ें",
    editTitle: "वाहन बदलें",
    deleteTitle: "वाहन हटाएँ",
    back: "वापस",
    backToVehicles: "वाहनों पर वापस जाएँ",
    addVehicle: "वाहन जोड़ें",
    adding: "जोड़ा जा रहा है...",
    saveChanges: "बदलाव सेव करें",
    saving: "सेव हो रहा है...",
    firstIsDefault: "आपका पहला वाहन हमेशा आपका डिफ़ॉल्ट वाहन होता है।",
    correctFields: "कृपया लाल निशान वाले फ़ील्ड ठीक करें।",
    vehicleName: "वाहन का नाम",
    namePlaceholder: "जैसे फ़ैमिली कार",
    registrationNumber: "रजिस्ट्रेशन नंबर",
    numberHint: "जैसा नंबर प्लेट पर लिखा है। स्पेस और डैश डालना ज़रूरी नहीं है।",
    vehicleType: "वाहन का प्रकार",
    makeDefault: "इसे मेरा डिफ़ॉल्ट वाहन बनाएँ",
    defaultLocked: "यह आपका डिफ़ॉल्ट वाहन है। इसे बदलने के लिए किसी दूसरे वाहन को डिफ़ॉल्ट बनाएँ।",
    cancel: "रद्द करें",
    delete: "हटाएँ",
    deleting: "हटाया जा रहा है...",
    ...KINDS.hi,
  },
});

export type VehicleEditorMessages = { readonly [K in keyof typeof VEHICLE_EDITOR.en]: string };
