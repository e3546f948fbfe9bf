import { defineCatalogue } from "../catalogue";

/** /admin/networks: the operator networks that sell the multi-location pass (issue 15, decision 029), and their form. */
export const NETWORKS = defineCatalogue({
  en: {
    metaTitle: "Networks",
    admin: "Admin",
    title: "Networks",
    intro: "An operator's network sells the multi-location pass: 1 to 7 days at any of its car parks, activated at the first booth.",
    empty: "No networks yet.",
    listLabel: "Networks",
    carParks: "Car parks: {ids}",
    passesAtATime: "Passes at a time: {spaces}",
    oneDay: "1 day",
    days: "{count} days",
    addNetwork: "Add a network",
    saveNetwork: "Save network",
    addNetworkSubmit: "Add network",
    // The form (NetworkForm)
    name: "Name",
    carParksField: "Car parks",
    carParksHint: "Their ids, separated by commas, such as pk-mumbai-02, pk-pune-01.",
    fourPasses: "Four-wheeler passes at a time",
    twoPasses: "Two-wheeler passes at a time",
    passesHint: "Every car park of the network sets this many spaces aside all day.",
  },
  hi: {
    metaTitle: "नेटवर्क",
    admin: "एडमिन",
    title: "नेटवर्क",
    intro: "ऑपरेटर का नेटवर्क मल्टी-लोकेशन पास बेचता है: उसकी किसी भी पार्किंग में 1 से 7 दिन, पहले बूथ पर चालू होता है।",
    empty: "अभी कोई नेटवर्क नहीं है।",
    listLabel: "नेटवर्क",
    carParks: "पार्किंग: {ids}",
    passesAtATime: "एक समय पर पास: {spaces}",
    oneDay: "1 दिन",
    days: "{count} दिन",
    addNetwork: "नया नेटवर्क जोड़ें",
    saveNetwork: "नेटवर्क सेव करें",
    addNetworkSubmit: "नेटवर्क जोड़ें",
    name: "नाम",
    carParksField: "पार्किंग",
    carParksHint: "उनकी आईडी, कॉमा से अलग करके, जैसे pk-mumbai-02, pk-pune-01।",
    fourPasses: "एक समय पर चारपहिया पास",
    twoPasses: "एक समय पर दोपहिया पास",
    passesHint: "नेटवर्क की हर पार्किंग दिन भर इतनी जगहें अलग रखती है।",
  },
});

export type NetworksMessages = { readonly [K in keyof typeof NETWORKS.en]: string };
