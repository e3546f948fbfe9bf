import { FAVOURITE_MESSAGES } from "@core/favourite/favourites";
import { PARKING_HINDI } from "@core/i18n/hindi/parking";
import { defineCatalogue } from "../catalogue";

/** The heart on a search card and on a car park's page (decision 025). */
export const FAVOURITE_HEART = defineCatalogue({
  en: {
    signInToSave: "Sign in to save favourites",
    signInToAdd: "Sign in to add {name} to favourites",
    addNamed: "Add {name} to favourites",
    removeNamed: "Remove {name} from favourites",
    add: "Add to favourites",
    remove: "Remove from favourites",
  },
  hi: {
    signInToSave: "पसंदीदा सेव करने के लिए साइन इन करें",
    signInToAdd: "{name} को पसंदीदा में जोड़ने के लिए साइन इन करें",
    addNamed: "{name} को पसंदीदा में जोड़ें",
    removeNamed: "{name} को पसंदीदा से हटाएँ",
    add: "पसंदीदा में जोड़ें",
    remove: "पसंदीदा से हटाएँ",
  },
});

export type HeartMessages = { readonly [K in keyof typeof FAVOURITE_HEART.en]: string };

/** /favourites and the heart's refusal page (decision 025). */
export const FAVOURITES = defineCatalogue({
  en: {
    title: "Your favourite car parks",
    refusedTitle: "Favourites",
    noMore: "No more favourite car parks.",
    empty: FAVOURITE_MESSAGES.empty,
    findCarParks: "Find car parks",
    tapTheHeart: "and tap the heart to keep them here.",
    gone: "A car park that no longer exists",
    priceCar: "Car {price} per {hours} h",
    priceTwo: "Two-wheeler {price} per {hours} h",
    notTaking: "This car park is not taking bookings now.",
    removeNamed: "Remove {name} from favourites",
    removing: "Removing...",
    remove: "Remove",
    goBack: "Go back",
  },
  hi: {
    title: "आपकी पसंदीदा पार्किंग",
    refusedTitle: "पसंदीदा",
    noMore: "और कोई पसंदीदा पार्किंग नहीं है।",
    empty: PARKING_HINDI[FAVOURITE_MESSAGES.empty]!,
    findCarParks: "पार्किंग खोजें",
    tapTheHeart: "और उन्हें यहाँ रखने के लिए दिल पर टैप करें।",
    gone: "एक पार्किंग जो अब मौजूद नहीं है",
    priceCar: "कार {price} प्रति {hours} घंटे",
    priceTwo: "दोपहिया {price} प्रति {hours} घंटे",
    notTaking: "यह पार्किंग अभी बुकिंग नहीं ले रही है।",
    removeNamed: "{name} को पसंदीदा से हटाएँ",
    removing: "हटाया जा रहा है...",
    remove: "हटाएँ",
    goBack: "वापस जाएँ",
  },
});

export type FavouritesMessages = { readonly [K in keyof typeof FAVOURITES.en]: string };
