import { defineCatalogue } from "../catalogue";

/** The dashboard (spec §2 Dashboard): the welcome, the tile and the two shortcuts. */
export const DASHBOARD = defineCatalogue({
  en: {
    title: "Dashboard",
    welcome: "Welcome, {name}!",
    overview: "Overview",
    registeredVehicles: "Registered vehicles:",
    manageVehicles: "Manage vehicles",
    totalBookings: "Total bookings:",
    seeBookings: "See my bookings",
    noVehicles: "No vehicles yet",
    noVehiclesText: "Add your car or two-wheeler once, and checkout picks it for every booking.",
    addFirst: "Add your first vehicle",
    unavailable: "We are currently unable to fetch Details",
    takingYou: "Taking you to your profile in {seconds} seconds.",
    goToProfile: "Go to your profile now",
    profile: "Profile",
    profileText: "Your photo, contact details and address.",
    devices: "Devices and locations",
    devicesText: "Where your account is signed in, and which devices you trust.",
  },
  hi: {
    title: "डैशबोर्ड",
    welcome: "नमस्ते, {name}!",
    overview: "झलक",
    registeredVehicles: "रजिस्टर्ड वाहन:",
    manageVehicles: "वाहन मैनेज करें",
    totalBookings: "कुल बुकिंग:",
    seeBookings: "मेरी बुकिंग देखें",
    noVehicles: "अभी कोई वाहन नहीं",
    noVehiclesText: "अपनी चारपहिया या दोपहिया गाड़ी एक बार जोड़ें, फिर चेकआउट हर बुकिंग में उसे अपने-आप चुन लेगा।",
    addFirst: "अपना पहला वाहन जोड़ें",
    unavailable: "अभी हम आपकी जानकारी नहीं ला पा रहे हैं",
    takingYou: "{seconds} सेकंड में आपको आपकी प्रोफ़ाइल पर ले जा रहे हैं।",
    goToProfile: "अभी अपनी प्रोफ़ाइल पर जाएँ",
    profile: "प्रोफ़ाइल",
    profileText: "आपकी फ़ोटो, संपर्क जानकारी और पता।",
    devices: "डिवाइस और लोकेशन",
    devicesText: "आपका खाता कहाँ-कहाँ साइन इन है, और किन डिवाइस पर आप भरोसा करते हैं।",
  },
});

export type DashboardMessages = { readonly [K in keyof typeof DASHBOARD.en]: string };
