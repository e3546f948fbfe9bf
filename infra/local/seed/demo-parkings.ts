import type { Parking } from "@core/parking/parking";
import { slug } from "@core/parking/parking";
import { DEMO_CITIES, type DemoCity } from "./cities";
import { imagesOfScene, PARKING_IMAGE_LIST, type ImageScene } from "./parking-images";
import { mulberry32, type Rng } from "./random";
import { demoPassPlansOf } from "./pass-plans";

/**
 * The demo car parks: fully deterministic (a seeded PRNG per city, no Math.random, no clock), so
 * every machine and every test run sees the same data. Each city draws from its own generator, so
 * adding a city or a car park leaves the others exactly as they were.
 *
 * The eight largest metros use real landmarks at their real positions (to a few hundred metres),
 * all within 3.5 km of the city's country-state-city point; the other cities get generic but
 * plausible ones ("<City> Railway Station Parking") placed 0.4–3.4 km from that point.
 */

type Kind = Parking["landmarkKind"];

/** The fixed feature vocabulary (display order). */
export const FEATURES = [
  "CCTV surveillance",
  "Security guard",
  "Well lit",
  "Washrooms",
  "Wheelchair accessible",
  "EV charging",
  "FASTag entry",
  "Valet",
  "Car wash",
  "Helmet lockers",
  "Drinking water",
  "Shuttle to terminal",
] as const;
export type Feature = (typeof FEATURES)[number];

/** Bounds every demo car park respects (tests/unit/demo-parkings.test.ts checks them). */
export const DEMO_LIMITS = {
  minKmFromCentre: 0.3,
  maxKmFromCentre: 3.5,
  priceF: [20, 120],
  priceT: [10, 40],
  fourWheelerCapacity: [0, 400],
  twoWheelerCapacity: [0, 600],
  tinyCapacity: [2, 5],
  images: [2, 4],
} as const;

/** FNV-1a, 32 bits: seeds a city's generator from its name. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

interface Landmark {
  /** The car park's name (unique in its city). */
  name: string;
  kind: Kind;
  /** What it serves, for the place search. */
  landmark: string;
  street: string;
  area: string;
  at?: readonly [number, number];
  pin?: string;
  /** Two-wheeler only / four-wheeler only. */
  only?: "TWO" | "FOUR";
  /** A handful of spaces, kept nearly full by the seed (the "almost sold out" demo). */
  tiny?: true;
  sheded?: boolean;
  /** An airport car park at the terminal itself: no shuttle needed. */
  atTerminal?: true;
}

/** Real landmarks of the largest metros, each within 3.5 km of the city's country-state-city point. */
const METRO_LANDMARKS: Record<string, readonly Landmark[]> = {
  // country-state-city puts Mumbai at Kurla, between BKC and the airport.
  Mumbai: [
    {
      name: "Mumbai Airport Terminal 2 Multi-Level Car Park",
      kind: "airport",
      landmark: "Chhatrapati Shivaji Maharaj International Airport, Terminal 2",
      street: "Sahar Elevated Access Road",
      area: "Sahar, Andheri East",
      at: [19.0975, 72.8745],
      pin: "400099",
      only: "FOUR",
      sheded: true,
      atTerminal: true,
    },
    {
      name: "Sahar Airport Long-Term Parking",
      kind: "airport",
      landmark: "Chhatrapati Shivaji Maharaj International Airport",
      street: "Sahar Road",
      area: "Sahar, Andheri East",
      at: [19.095, 72.869],
      pin: "400099",
      sheded: false,
    },
    {
      name: "Kurla Station West Parking",
      kind: "station",
      landmark: "Kurla railway station",
      street: "LBS Marg, near the west exit",
      area: "Kurla West",
      at: [19.066, 72.8785],
      pin: "400070",
    },
    {
      name: "Lokmanya Tilak Terminus Parking",
      kind: "station",
      landmark: "Lokmanya Tilak Terminus",
      street: "LTT Approach Road",
      area: "Kurla East",
      at: [19.069, 72.8905],
      pin: "400024",
    },
    {
      name: "Bandra Kurla Complex G Block Parking",
      kind: "business",
      landmark: "Bandra Kurla Complex",
      street: "G Block, Avenue 3",
      area: "Bandra Kurla Complex, Bandra East",
      at: [19.0655, 72.866],
      pin: "400051",
      sheded: true,
    },
    {
      name: "Bharat Diamond Bourse Parking",
      kind: "business",
      landmark: "Bharat Diamond Bourse, BKC",
      street: "G Block, Bandra Kurla Complex",
      area: "Bandra East",
      at: [19.064, 72.8625],
      pin: "400051",
      sheded: true,
    },
    {
      name: "LBS Marg Mall Parking",
      kind: "mall",
      landmark: "LBS Marg, Kurla",
      street: "LBS Marg",
      area: "Kurla West",
      at: [19.0865, 72.889],
      pin: "400070",
      sheded: true,
    },
    {
      name: "Kamani Junction Parking",
      kind: "locality",
      landmark: "Kamani Junction, Kurla",
      street: "LBS Marg",
      area: "Kurla West",
      at: [19.08, 72.8885],
      pin: "400070",
    },
    {
      name: "Bhabha Hospital Kurla Parking",
      kind: "hospital",
      landmark: "K. B. Bhabha Municipal General Hospital, Kurla",
      street: "Bail Bazar Road",
      area: "Kurla West",
      at: [19.07, 72.8775],
      pin: "400070",
    },
    {
      name: "Kalina Market Parking",
      kind: "market",
      landmark: "Kalina market",
      street: "CST Road",
      area: "Kalina, Santacruz East",
      at: [19.0735, 72.863],
      pin: "400098",
      tiny: true,
    },
    {
      name: "Ghatkopar Station Parking",
      kind: "station",
      landmark: "Ghatkopar railway and metro station",
      street: "Station Road",
      area: "Ghatkopar West",
      at: [19.086, 72.908],
      pin: "400086",
    },
    {
      name: "Vidyavihar Station Two-Wheeler Parking",
      kind: "station",
      landmark: "Vidyavihar railway station",
      street: "Station Road",
      area: "Vidyavihar West",
      at: [19.079, 72.8965],
      pin: "400086",
      only: "TWO",
    },
    {
      name: "Chembur Station Parking",
      kind: "station",
      landmark: "Chembur railway station",
      street: "Station Road",
      area: "Chembur",
      at: [19.0622, 72.9],
      pin: "400071",
    },
    {
      name: "Chunabhatti Station Parking",
      kind: "station",
      landmark: "Chunabhatti railway station",
      street: "Station Road",
      area: "Chunabhatti, Sion",
      at: [19.052, 72.872],
      pin: "400022",
    },
  ],
  // New Delhi's point is just east of Connaught Place.
  "New Delhi": [
    {
      name: "New Delhi Station Ajmeri Gate Parking",
      kind: "station",
      landmark: "New Delhi railway station",
      street: "Ajmeri Gate side, Bhavbhuti Marg",
      area: "Ajmeri Gate",
      at: [28.643, 77.2215],
      pin: "110002",
      sheded: true,
    },
    {
      name: "New Delhi Station Paharganj Side Parking",
      kind: "station",
      landmark: "New Delhi railway station",
      street: "Chelmsford Road",
      area: "Paharganj",
      at: [28.642, 77.218],
      pin: "110055",
    },
    {
      name: "Connaught Place Inner Circle Parking",
      kind: "market",
      landmark: "Connaught Place",
      street: "Inner Circle",
      area: "Connaught Place",
      at: [28.632, 77.2175],
      pin: "110001",
    },
    {
      name: "Palika Bazaar Underground Parking",
      kind: "market",
      landmark: "Palika Bazaar",
      street: "Connaught Circus",
      area: "Connaught Place",
      at: [28.6328, 77.2195],
      pin: "110001",
      sheded: true,
    },
    {
      name: "Janpath Market Parking",
      kind: "market",
      landmark: "Janpath market",
      street: "Janpath",
      area: "Janpath",
      at: [28.6255, 77.2185],
      pin: "110001",
      tiny: true,
    },
    {
      name: "Barakhamba Road Metro Two-Wheeler Parking",
      kind: "station",
      landmark: "Barakhamba Road metro station",
      street: "Barakhamba Road",
      area: "Connaught Place",
      at: [28.6295, 77.2245],
      pin: "110001",
      only: "TWO",
    },
    {
      name: "Mandi House Parking",
      kind: "locality",
      landmark: "Mandi House",
      street: "Copernicus Marg",
      area: "Mandi House",
      at: [28.6255, 77.234],
      pin: "110001",
    },
    {
      name: "Bharat Mandapam Pragati Maidan Parking",
      kind: "business",
      landmark: "Bharat Mandapam, Pragati Maidan",
      street: "Mathura Road",
      area: "Pragati Maidan",
      at: [28.6175, 77.2425],
      pin: "110001",
      sheded: true,
    },
    {
      name: "Arun Jaitley Stadium Parking",
      kind: "stadium",
      landmark: "Arun Jaitley Stadium",
      street: "Bahadur Shah Zafar Marg",
      area: "Daryaganj",
      at: [28.638, 77.243],
      pin: "110002",
    },
    {
      name: "Lok Nayak Hospital Parking",
      kind: "hospital",
      landmark: "Lok Nayak Hospital",
      street: "Jawaharlal Nehru Marg",
      area: "Delhi Gate",
      at: [28.6395, 77.237],
      pin: "110002",
    },
    {
      name: "Chandni Chowk Gandhi Maidan Parking",
      kind: "market",
      landmark: "Chandni Chowk",
      street: "Esplanade Road",
      area: "Chandni Chowk",
      at: [28.6525, 77.2295],
      pin: "110006",
      sheded: true,
    },
    {
      name: "Old Delhi Railway Station Parking",
      kind: "station",
      landmark: "Old Delhi railway station",
      street: "Shyama Prasad Mukherjee Marg",
      area: "Chandni Chowk",
      at: [28.6605, 77.2275],
      pin: "110006",
    },
    {
      name: "Red Fort Parking",
      kind: "locality",
      landmark: "Red Fort",
      street: "Netaji Subhash Marg",
      area: "Chandni Chowk",
      at: [28.6555, 77.2395],
      pin: "110006",
    },
    {
      name: "India Gate C-Hexagon Parking",
      kind: "locality",
      landmark: "India Gate",
      street: "C-Hexagon",
      area: "India Gate",
      at: [28.6135, 77.23],
      pin: "110001",
    },
  ],
  // Bengaluru's point is at Cubbon Park.
  Bengaluru: [
    {
      name: "KSR Bengaluru City Station Parking",
      kind: "station",
      landmark: "KSR Bengaluru City railway station",
      street: "Gubbi Thotadappa Road",
      area: "Majestic",
      at: [12.9775, 77.57],
      pin: "560023",
      sheded: true,
    },
    {
      name: "Kempegowda Bus Station Parking",
      kind: "station",
      landmark: "Kempegowda Bus Station, Majestic",
      street: "Majestic",
      area: "Gandhi Nagar",
      at: [12.9765, 77.5725],
      pin: "560009",
    },
    {
      name: "Bengaluru Cantonment Station Parking",
      kind: "station",
      landmark: "Bengaluru Cantonment railway station",
      street: "Station Road",
      area: "Vasanth Nagar",
      at: [12.9935, 77.5985],
      pin: "560052",
    },
    {
      name: "MG Road Metro Two-Wheeler Parking",
      kind: "station",
      landmark: "MG Road metro station",
      street: "Mahatma Gandhi Road",
      area: "MG Road",
      at: [12.9755, 77.6068],
      pin: "560001",
      only: "TWO",
    },
    {
      name: "Brigade Road Parking",
      kind: "market",
      landmark: "Brigade Road",
      street: "Brigade Road",
      area: "Ashok Nagar",
      at: [12.971, 77.6075],
      pin: "560025",
    },
    {
      name: "Commercial Street Parking",
      kind: "market",
      landmark: "Commercial Street",
      street: "Commercial Street",
      area: "Tasker Town, Shivajinagar",
      at: [12.9825, 77.6085],
      pin: "560001",
      tiny: true,
    },
    {
      name: "M. Chinnaswamy Stadium Parking",
      kind: "stadium",
      landmark: "M. Chinnaswamy Stadium",
      street: "Cubbon Road",
      area: "Shivajinagar",
      at: [12.979, 77.5995],
      pin: "560001",
    },
    {
      name: "Cubbon Park Parking",
      kind: "locality",
      landmark: "Cubbon Park",
      street: "Kasturba Road",
      area: "Sampangi Rama Nagar",
      at: [12.9755, 77.5975],
      pin: "560001",
    },
    {
      name: "Lalbagh Main Gate Parking",
      kind: "locality",
      landmark: "Lalbagh Botanical Garden",
      street: "Lalbagh Road",
      area: "Mavalli",
      at: [12.9505, 77.5855],
      pin: "560004",
    },
    {
      name: "KR Market Two-Wheeler Parking",
      kind: "market",
      landmark: "Krishna Rajendra Market",
      street: "Avenue Road",
      area: "KR Market",
      at: [12.9635, 77.5775],
      pin: "560002",
      only: "TWO",
    },
    {
      name: "Bowring Hospital Parking",
      kind: "hospital",
      landmark: "Bowring and Lady Curzon Hospital",
      street: "Lady Curzon Road",
      area: "Shivajinagar",
      at: [12.983, 77.6045],
      pin: "560001",
    },
    {
      name: "Shivajinagar Bus Station Parking",
      kind: "station",
      landmark: "Shivajinagar bus station",
      street: "Bus Stand Road",
      area: "Shivajinagar",
      at: [12.986, 77.605],
      pin: "560051",
    },
    {
      name: "Residency Road Business District Parking",
      kind: "business",
      landmark: "Residency Road",
      street: "Residency Road",
      area: "Shanthala Nagar",
      at: [12.968, 77.605],
      pin: "560025",
      sheded: true,
    },
  ],
  // Hyderabad's point is between Nampally and Mehdipatnam.
  Hyderabad: [
    {
      name: "Nampally Station Parking",
      kind: "station",
      landmark: "Hyderabad Deccan railway station, Nampally",
      street: "Station Road",
      area: "Nampally",
      at: [17.392, 78.467],
      pin: "500001",
    },
    {
      name: "Nampally Exhibition Grounds Parking",
      kind: "business",
      landmark: "Nampally Exhibition Grounds",
      street: "Mukarramjahi Road",
      area: "Nampally",
      at: [17.3865, 78.4685],
      pin: "500001",
    },
    {
      name: "LB Stadium Parking",
      kind: "stadium",
      landmark: "Lal Bahadur Shastri Stadium",
      street: "Fateh Maidan Road",
      area: "Basheerbagh",
      at: [17.4, 78.4735],
      pin: "500029",
    },
    {
      name: "Abids GPO Parking",
      kind: "market",
      landmark: "Abids",
      street: "Abids Road",
      area: "Abids",
      at: [17.3915, 78.4755],
      pin: "500001",
    },
    {
      name: "Koti Two-Wheeler Parking",
      kind: "market",
      landmark: "Koti",
      street: "Bank Street",
      area: "Koti",
      at: [17.3855, 78.485],
      pin: "500095",
      only: "TWO",
    },
    {
      name: "Charminar Pedestrian Zone Parking",
      kind: "locality",
      landmark: "Charminar",
      street: "Nayapul Road",
      area: "Charminar",
      at: [17.363, 78.4735],
      pin: "500002",
    },
    {
      name: "Osmania General Hospital Parking",
      kind: "hospital",
      landmark: "Osmania General Hospital",
      street: "Afzal Gunj Road",
      area: "Afzal Gunj",
      at: [17.372, 78.475],
      pin: "500012",
    },
    {
      name: "Lakdikapul Metro Station Parking",
      kind: "station",
      landmark: "Lakdi-ka-pul metro station",
      street: "Khairatabad Main Road",
      area: "Lakdikapul",
      at: [17.4035, 78.4645],
      pin: "500004",
    },
    {
      name: "Masab Tank Parking",
      kind: "locality",
      landmark: "Masab Tank",
      street: "Mehdipatnam Road",
      area: "Masab Tank",
      at: [17.4005, 78.453],
      pin: "500028",
    },
    {
      name: "Mehdipatnam Bus Terminal Parking",
      kind: "station",
      landmark: "Mehdipatnam bus terminal",
      street: "Mehdipatnam Main Road",
      area: "Mehdipatnam",
      at: [17.3955, 78.44],
      pin: "500028",
    },
    {
      name: "Begum Bazaar Parking",
      kind: "market",
      landmark: "Begum Bazaar",
      street: "Begum Bazaar Road",
      area: "Begum Bazaar",
      at: [17.3775, 78.47],
      pin: "500012",
      tiny: true,
    },
  ],
  // Chennai's point is at Park Town, by Central station.
  Chennai: [
    {
      name: "Chennai Central Station Parking",
      kind: "station",
      landmark: "Chennai Central railway station",
      street: "Poonamallee High Road",
      area: "Park Town",
      at: [13.0825, 80.2755],
      pin: "600003",
      sheded: true,
    },
    {
      name: "Chennai Central Metro Two-Wheeler Parking",
      kind: "station",
      landmark: "Chennai Central metro station",
      street: "Poonamallee High Road",
      area: "Park Town",
      at: [13.0815, 80.2725],
      pin: "600003",
      only: "TWO",
    },
    {
      name: "Chennai Egmore Station Parking",
      kind: "station",
      landmark: "Chennai Egmore railway station",
      street: "Gandhi Irwin Road",
      area: "Egmore",
      at: [13.078, 80.261],
      pin: "600008",
    },
    {
      name: "Chennai Beach Station Parking",
      kind: "station",
      landmark: "Chennai Beach railway station",
      street: "Rajaji Salai",
      area: "George Town",
      at: [13.092, 80.292],
      pin: "600001",
    },
    {
      name: "Parry's Corner Parking",
      kind: "market",
      landmark: "Parry's Corner",
      street: "NSC Bose Road",
      area: "George Town",
      at: [13.0895, 80.2875],
      pin: "600001",
    },
    {
      name: "Rajiv Gandhi Government General Hospital Parking",
      kind: "hospital",
      landmark: "Rajiv Gandhi Government General Hospital",
      street: "Poonamallee High Road",
      area: "Park Town",
      at: [13.0805, 80.278],
      pin: "600003",
    },
    {
      name: "Jawaharlal Nehru Stadium Parking",
      kind: "stadium",
      landmark: "Jawaharlal Nehru Stadium",
      street: "Raja Muthiah Road",
      area: "Periamet",
      at: [13.086, 80.2715],
      pin: "600003",
    },
    {
      name: "Chepauk Stadium Parking",
      kind: "stadium",
      landmark: "M. A. Chidambaram Stadium, Chepauk",
      street: "Wallajah Road",
      area: "Chepauk",
      at: [13.063, 80.2795],
      pin: "600005",
    },
    {
      name: "Sowcarpet Market Parking",
      kind: "market",
      landmark: "Sowcarpet",
      street: "Mint Street",
      area: "Sowcarpet",
      at: [13.0935, 80.282],
      pin: "600079",
      tiny: true,
    },
    {
      name: "Stanley Hospital Parking",
      kind: "hospital",
      landmark: "Government Stanley Hospital",
      street: "Old Jail Road",
      area: "Washermanpet",
      at: [13.1055, 80.287],
      pin: "600001",
    },
    {
      name: "Madras High Court Parking",
      kind: "locality",
      landmark: "Madras High Court",
      street: "Rajaji Salai",
      area: "George Town",
      at: [13.0865, 80.2865],
      pin: "600104",
    },
  ],
  // Kolkata's point is at the Victoria Memorial, on the Maidan.
  Kolkata: [
    {
      name: "Victoria Memorial Parking",
      kind: "locality",
      landmark: "Victoria Memorial",
      street: "Queens Way",
      area: "Maidan",
      at: [22.5455, 88.343],
      pin: "700071",
    },
    {
      name: "Park Street Parking",
      kind: "market",
      landmark: "Park Street",
      street: "Park Street",
      area: "Park Street",
      at: [22.5525, 88.353],
      pin: "700016",
    },
    {
      name: "Esplanade Bus Terminus Parking",
      kind: "station",
      landmark: "Esplanade bus terminus",
      street: "Jawaharlal Nehru Road",
      area: "Esplanade",
      at: [22.564, 88.35],
      pin: "700069",
    },
    {
      name: "New Market Parking",
      kind: "market",
      landmark: "New Market",
      street: "Lindsay Street",
      area: "New Market",
      at: [22.5595, 88.3515],
      pin: "700087",
    },
    {
      name: "Eden Gardens Parking",
      kind: "stadium",
      landmark: "Eden Gardens",
      street: "Strand Road",
      area: "Maidan",
      at: [22.564, 88.3425],
      pin: "700021",
    },
    {
      name: "SSKM Hospital Parking",
      kind: "hospital",
      landmark: "SSKM Hospital",
      street: "AJC Bose Road",
      area: "Bhowanipore",
      at: [22.539, 88.3435],
      pin: "700020",
    },
    {
      name: "Rabindra Sadan Metro Two-Wheeler Parking",
      kind: "station",
      landmark: "Rabindra Sadan metro station",
      street: "Cathedral Road",
      area: "Bhowanipore",
      at: [22.5418, 88.347],
      pin: "700020",
      only: "TWO",
    },
    {
      name: "Kalighat Metro Parking",
      kind: "station",
      landmark: "Kalighat metro station",
      street: "Shyama Prasad Mukherjee Road",
      area: "Kalighat",
      at: [22.5195, 88.346],
      pin: "700026",
    },
    {
      name: "Elgin Road Mall Parking",
      kind: "mall",
      landmark: "Elgin Road",
      street: "Elgin Road",
      area: "Bhowanipore",
      at: [22.5395, 88.3515],
      pin: "700020",
      sheded: true,
    },
    {
      name: "Kidderpore Parking",
      kind: "locality",
      landmark: "Kidderpore",
      street: "Garden Reach Road",
      area: "Kidderpore",
      at: [22.537, 88.3235],
      pin: "700023",
    },
    {
      name: "Camac Street Business District Parking",
      kind: "business",
      landmark: "Camac Street",
      street: "AJC Bose Road",
      area: "Camac Street",
      at: [22.547, 88.353],
      pin: "700017",
      sheded: true,
    },
  ],
  // Pune's point is at Shaniwar Wada, in the old city.
  Pune: [
    {
      name: "Pune Junction Station Parking",
      kind: "station",
      landmark: "Pune Junction railway station",
      street: "Station Road",
      area: "Agarkar Nagar",
      at: [18.5285, 73.8745],
      pin: "411001",
      sheded: true,
    },
    {
      name: "Swargate Bus Stand Parking",
      kind: "station",
      landmark: "Swargate bus stand",
      street: "Shankarshet Road",
      area: "Swargate",
      at: [18.5015, 73.8635],
      pin: "411042",
    },
    {
      name: "Shivajinagar Station Two-Wheeler Parking",
      kind: "station",
      landmark: "Shivajinagar railway station",
      street: "Station Road",
      area: "Shivajinagar",
      at: [18.5315, 73.847],
      pin: "411005",
      only: "TWO",
    },
    {
      name: "Deccan Gymkhana Parking",
      kind: "locality",
      landmark: "Deccan Gymkhana",
      street: "Jangali Maharaj Road",
      area: "Deccan Gymkhana",
      at: [18.5165, 73.8415],
      pin: "411004",
    },
    {
      name: "FC Road Parking",
      kind: "market",
      landmark: "Fergusson College Road",
      street: "Fergusson College Road",
      area: "Shivajinagar",
      at: [18.5245, 73.841],
      pin: "411004",
    },
    {
      name: "Laxmi Road Market Parking",
      kind: "market",
      landmark: "Laxmi Road",
      street: "Laxmi Road",
      area: "Budhwar Peth",
      at: [18.515, 73.8575],
      pin: "411002",
      tiny: true,
    },
    {
      name: "Sassoon General Hospital Parking",
      kind: "hospital",
      landmark: "Sassoon General Hospital",
      street: "Jai Prakash Narayan Road",
      area: "Pune Station",
      at: [18.5275, 73.8715],
      pin: "411001",
    },
    {
      name: "Nehru Stadium Parking",
      kind: "stadium",
      landmark: "Jawaharlal Nehru Stadium",
      street: "Tilak Road",
      area: "Swargate",
      at: [18.506, 73.8535],
      pin: "411042",
    },
    {
      name: "Camp MG Road Parking",
      kind: "market",
      landmark: "MG Road, Camp",
      street: "Mahatma Gandhi Road",
      area: "Camp",
      at: [18.5155, 73.8795],
      pin: "411001",
    },
    {
      name: "Pune Municipal Corporation Parking",
      kind: "locality",
      landmark: "Pune Municipal Corporation",
      street: "Jangali Maharaj Road",
      area: "Shivajinagar",
      at: [18.5235, 73.853],
      pin: "411005",
    },
  ],
  // Ahmedabad's point is by Bhadra Fort, in the walled city.
  Ahmedabad: [
    {
      name: "Kalupur Station Parking",
      kind: "station",
      landmark: "Ahmedabad Junction (Kalupur) railway station",
      street: "Kalupur Station Road",
      area: "Kalupur",
      at: [23.0265, 72.6005],
      pin: "380002",
      sheded: true,
    },
    {
      name: "Geeta Mandir Bus Station Parking",
      kind: "station",
      landmark: "Geeta Mandir central bus station",
      street: "Geeta Mandir Road",
      area: "Geeta Mandir",
      at: [23.0135, 72.592],
      pin: "380022",
    },
    {
      name: "Bhadra Fort Parking",
      kind: "locality",
      landmark: "Bhadra Fort",
      street: "Lal Darwaja Road",
      area: "Bhadra",
      at: [23.0235, 72.5805],
      pin: "380001",
    },
    {
      name: "Lal Darwaja Two-Wheeler Parking",
      kind: "station",
      landmark: "Lal Darwaja AMTS bus terminus",
      street: "Lal Darwaja Road",
      area: "Lal Darwaja",
      at: [23.0255, 72.582],
      pin: "380001",
      only: "TWO",
    },
    {
      name: "Ellis Bridge Riverfront Parking",
      kind: "locality",
      landmark: "Sabarmati Riverfront, Ellis Bridge",
      street: "Riverfront Road",
      area: "Ellisbridge",
      at: [23.0225, 72.573],
      pin: "380006",
    },
    {
      name: "Ashram Road Business District Parking",
      kind: "business",
      landmark: "Ashram Road",
      street: "Ashram Road",
      area: "Navrangpura",
      at: [23.033, 72.5705],
      pin: "380009",
      sheded: true,
    },
    {
      name: "Law Garden Market Parking",
      kind: "market",
      landmark: "Law Garden",
      street: "Law Garden Road",
      area: "Ellisbridge",
      at: [23.0265, 72.558],
      pin: "380006",
    },
    {
      name: "Kankaria Lake Parking",
      kind: "locality",
      landmark: "Kankaria Lake",
      street: "Kankaria Road",
      area: "Maninagar",
      at: [23.0065, 72.601],
      pin: "380022",
    },
    {
      name: "V.S. Hospital Parking",
      kind: "hospital",
      landmark: "Sheth V.S. General Hospital",
      street: "Ellisbridge–Paldi Road",
      area: "Ellisbridge",
      at: [23.0215, 72.57],
      pin: "380006",
    },
    {
      name: "Kalupur Cloth Market Parking",
      kind: "market",
      landmark: "Kalupur cloth market",
      street: "Relief Road",
      area: "Kalupur",
      at: [23.029, 72.595],
      pin: "380002",
    },
  ],
};

/** Generic landmarks for every other city, most likely first. */
function genericLandmarks(city: DemoCity, rng: Rng): Landmark[] {
  const c = city.name;
  const first: Landmark[] = [];
  if (city.rail !== false)
    first.push({
      name: `${c} Railway Station Parking`,
      kind: "station",
      landmark: `${c} railway station`,
      street: "Station Road",
      area: "Station Area",
    });
  if (city.airport && city.parkings >= 4)
    first.push({
      name: `${c} Airport Shuttle Car Park`,
      kind: "airport",
      landmark: `${c} airport`,
      street: "Airport Road",
      area: pick(rng, GENERIC_AREAS),
    });
  first.push({
    name: `${c} Central Bus Stand Parking`,
    kind: "station",
    landmark: `${c} central bus stand`,
    street: "Bus Stand Road",
    area: "City Centre",
  });
  const rest: Landmark[] = [
    { name: `${c} Main Market Parking`, kind: "market", landmark: `${c} main market`, street: "Market Road", area: "Old City" },
    { name: `${c} Shopping Mall Parking`, kind: "mall", landmark: `${c} shopping mall`, street: "MG Road", area: pick(rng, GENERIC_AREAS) },
    {
      name: `${c} Government Hospital Parking`,
      kind: "hospital",
      landmark: `${c} government hospital`,
      street: "Hospital Road",
      area: pick(rng, GENERIC_AREAS),
    },
    {
      name: `${c} Sports Stadium Parking`,
      kind: "stadium",
      landmark: `${c} sports stadium`,
      street: "Stadium Road",
      area: pick(rng, GENERIC_AREAS),
    },
    {
      name: `${c} Commercial Complex Parking`,
      kind: "business",
      landmark: `${c} commercial complex`,
      street: "Ring Road",
      area: pick(rng, GENERIC_AREAS),
    },
    {
      name: `${c} Collectorate Parking`,
      kind: "locality",
      landmark: `${c} collectorate`,
      street: "Collectorate Road",
      area: "Civil Lines",
    },
    { name: `${c} Town Hall Parking`, kind: "locality", landmark: `${c} town hall`, street: "Town Hall Road", area: "City Centre" },
  ];
  return [...first, ...shuffle(rng, rest)];
}

const GENERIC_AREAS = [
  "Gandhi Nagar",
  "Nehru Nagar",
  "Shastri Nagar",
  "Rajendra Nagar",
  "Subhash Nagar",
  "Indira Nagar",
  "Model Town",
  "Civil Lines",
  "New Colony",
  "City Centre",
];

interface KindProfile {
  four: readonly [number, number];
  two: readonly [number, number];
  priceFor: readonly number[];
  /** Rupees per hour for a four-wheeler in a metro; other cities pay about 60 % of it. */
  hourly: readonly [number, number];
  sheded: number;
  open24x7: number;
}

const PROFILES: Record<Kind, KindProfile> = {
  airport: { four: [150, 400], two: [40, 150], priceFor: [1, 1, 2], hourly: [70, 110], sheded: 0.5, open24x7: 1 },
  station: { four: [40, 250], two: [100, 600], priceFor: [2, 3, 4], hourly: [15, 30], sheded: 0.35, open24x7: 0.8 },
  market: { four: [30, 180], two: [60, 300], priceFor: [1, 2], hourly: [25, 45], sheded: 0.3, open24x7: 0.15 },
  mall: { four: [150, 400], two: [100, 300], priceFor: [1, 2], hourly: [30, 50], sheded: 0.85, open24x7: 0.1 },
  hospital: { four: [40, 200], two: [60, 250], priceFor: [2, 3], hourly: [12, 25], sheded: 0.4, open24x7: 0.95 },
  stadium: { four: [100, 400], two: [100, 500], priceFor: [3, 4], hourly: [12, 25], sheded: 0.1, open24x7: 0.3 },
  business: { four: [80, 350], two: [80, 300], priceFor: [2, 4], hourly: [20, 40], sheded: 0.6, open24x7: 0.4 },
  locality: { four: [20, 120], two: [30, 200], priceFor: [2, 3, 4], hourly: [15, 30], sheded: 0.25, open24x7: 0.5 },
};

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function between(rng: Rng, [low, high]: readonly [number, number], step = 1): number {
  return Math.round((low + rng() * (high - low)) / step) * step;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round5 = (value: number) => Math.round(value / 5) * 5;
const pad = (value: number, width: number) => String(value).padStart(width, "0");
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A point `km` away from (lat, lng) on `bearing` (radians): flat-earth is exact enough at 3 km. */
function offset(lat: number, lng: number, km: number, bearing: number): [number, number] {
  const dLat = (km * Math.cos(bearing)) / 111.32;
  const dLng = (km * Math.sin(bearing)) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return [round6(lat + dLat), round6(lng + dLng)];
}

interface Draft {
  parking: Parking;
  nearlyFull: boolean;
}

function buildParking(city: DemoCity, index: number, spot: Landmark, rng: Rng): Draft {
  const profile = PROFILES[spot.kind];
  const metro = city.metro === true;

  // What it holds. Airports and malls are never two-wheeler only; about 8 % of the rest are.
  let only = spot.only;
  let tiny = spot.tiny === true;
  if (!city.metro) {
    const roll = rng();
    if (roll < 0.08 && !["airport", "mall"].includes(spot.kind)) only = "TWO";
    else if (roll < 0.12) only = "FOUR";
    else if (roll < 0.2 && ["market", "locality", "hospital"].includes(spot.kind)) tiny = true;
  }
  let fourWheelerCapacity: number;
  let twoWheelerCapacity: number;
  if (tiny) {
    fourWheelerCapacity = between(rng, DEMO_LIMITS.tinyCapacity);
    twoWheelerCapacity = between(rng, DEMO_LIMITS.tinyCapacity);
  } else {
    const scale = metro ? 1 : 0.7;
    fourWheelerCapacity = only === "TWO" ? 0 : clamp(between(rng, profile.four, 5) * scale, 10, 400);
    twoWheelerCapacity = only === "FOUR" ? 0 : clamp(between(rng, profile.two, 5) * (only === "TWO" ? 1.2 : scale), 10, 600);
    fourWheelerCapacity = round5(fourWheelerCapacity);
    twoWheelerCapacity = round5(twoWheelerCapacity);
  }
  const name = only === "TWO" && !spot.only ? spot.name.replace(/ Parking$/, " Two-Wheeler Parking") : spot.name;

  // Prices: per block of price_for hours, a little cheaper per hour for longer blocks.
  const price_for = pick(rng, profile.priceFor);
  const hourly = between(rng, profile.hourly) * (metro ? 1 : 0.6);
  const priceF = clamp(round5(hourly * price_for * (1 - 0.1 * (price_for - 1))), 20, 120);
  const priceT = clamp(round5(priceF * (0.3 + rng() * 0.15)), 10, 40);

  const sheded = spot.sheded ?? rng() < profile.sheded;
  const open24x7 = rng() < profile.open24x7;

  // Where: metros at the landmark itself, elsewhere 0.4–3.4 km from the city's point.
  const [lat, lng] = spot.at ? [spot.at[0], spot.at[1]] : offset(city.lat, city.lng, 0.4 + rng() * 3.0, rng() * 2 * Math.PI);

  const features = pickFeatures(rng, spot, { fourWheelerCapacity, twoWheelerCapacity, sheded, open24x7, tiny });
  const images = pickImages(rng, spot.kind, { fourWheelerCapacity, sheded });
  const pincode = spot.pin ?? `${city.pin}${pad(1 + Math.floor(rng() * (city.parkings > 3 ? 30 : 12)), 3)}`;
  const plot = 1 + Math.floor(rng() * 120);

  const parking: Parking = {
    id: `pk-${slug(city.name)}-${pad(index + 1, 2)}`,
    name,
    code: `${city.code}-${pad(index + 1, 3)}`,
    address_line1: spot.at ? spot.street : `Plot ${plot}, ${spot.street}`,
    address_line2: spot.area,
    city: city.name,
    state: city.stateName,
    pincode,
    description: describe(rng, spot, { fourWheelerCapacity, twoWheelerCapacity, sheded, open24x7, tiny }),
    images,
    lat,
    lng,
    fourWheelerCapacity,
    twoWheelerCapacity,
    sheded,
    open24x7,
    price_for,
    priceF,
    priceT,
    features,
    landmark: spot.landmark,
    landmarkKind: spot.kind,
  };
  return { parking, nearlyFull: tiny && spot.tiny === true };
}

interface Facts {
  fourWheelerCapacity: number;
  twoWheelerCapacity: number;
  sheded: boolean;
  open24x7: boolean;
  tiny: boolean;
}

function pickFeatures(rng: Rng, spot: Landmark, facts: Facts): string[] {
  const kind = spot.kind;
  const chosen = new Set<Feature>();
  const cars = facts.fourWheelerCapacity > 0;
  const maybe = (feature: Feature, chance: number) => {
    if (rng() < chance) chosen.add(feature);
  };
  maybe("CCTV surveillance", facts.tiny ? 0.4 : 0.9);
  maybe("Security guard", facts.open24x7 ? 0.8 : 0.5);
  maybe("Well lit", facts.open24x7 ? 0.9 : 0.5);
  maybe("Washrooms", ["airport", "station", "mall", "hospital", "stadium"].includes(kind) ? 0.8 : 0.25);
  maybe("Wheelchair accessible", ["airport", "mall", "hospital"].includes(kind) ? 0.9 : 0.3);
  if (cars && !facts.tiny) {
    maybe("EV charging", ["airport", "mall", "business"].includes(kind) ? 0.6 : 0.15);
    maybe("FASTag entry", ["airport", "mall", "business"].includes(kind) ? 0.5 : 0.1);
    maybe("Valet", ["airport", "mall"].includes(kind) ? 0.5 : kind === "business" ? 0.2 : 0);
    maybe("Car wash", ["airport", "mall", "business"].includes(kind) ? 0.3 : 0.08);
  }
  if (facts.twoWheelerCapacity > 0) maybe("Helmet lockers", facts.fourWheelerCapacity === 0 ? 0.6 : 0.15);
  maybe("Drinking water", 0.3);
  if (kind === "airport" && !spot.atTerminal) chosen.add("Shuttle to terminal");
  if (chosen.size === 0) chosen.add("Well lit");
  return FEATURES.filter((feature) => chosen.has(feature));
}

function pickImages(rng: Rng, kind: Kind, facts: { fourWheelerCapacity: number; sheded: boolean }): string[] {
  let lead: ImageScene;
  let others: ImageScene[];
  if (kind === "airport") {
    lead = "airport";
    others = facts.sheded ? ["garage", "basement"] : ["open", "airport"];
  } else if (facts.fourWheelerCapacity === 0) {
    lead = "bikes";
    others = facts.sheded ? ["bikes", "shed"] : ["bikes", "open"];
  } else if (facts.sheded) {
    lead = pick(rng, ["garage", "shed", "basement"] as const);
    others = ["garage", "shed", "basement", "bikes"];
  } else {
    lead = "open";
    others = ["open", "bikes", "shed"];
  }
  const count = 2 + Math.floor(rng() * 3);
  const images = [pick(rng, imagesOfScene(lead))];
  const candidates = shuffle(rng, others.flatMap(imagesOfScene)).filter((name) => !images.includes(name));
  images.push(...candidates.slice(0, count - 1));
  return images;
}

function describe(rng: Rng, spot: Landmark, facts: Facts): string {
  const where = spot.landmark.charAt(0).toUpperCase() + spot.landmark.slice(1);
  const cover = facts.sheded ? "Covered" : "Open-air";
  const serves = /bus/i.test(spot.landmark) ? "buses" : /metro/i.test(spot.landmark) ? "the metro" : "trains";
  const first: Record<Kind, string[]> = {
    airport: spot.atTerminal
      ? [`${cover} multi-level parking at ${where}, a short walk from departures.`]
      : [
          `${cover} parking for ${where}, with a shuttle to the terminal.`,
          `Long-stay ${cover.toLowerCase()} parking for travellers using ${where}, with a shuttle to the terminal.`,
        ],
    station: [
      `${cover} parking a short walk from ${where}, handy for catching ${serves}.`,
      `Parking beside ${where} for commuters and for picking up passengers.`,
    ],
    market: [
      `${cover} parking for shoppers at ${where}, a short walk from the busiest lanes.`,
      `Parking in the heart of ${where}, for a shopping trip without circling for a space.`,
    ],
    mall: [
      `${cover} parking serving ${where}, with lifts to the shopping floors.`,
      `Parking for ${where}: shops, food courts and cinemas a few steps away.`,
    ],
    hospital: [
      `Parking for patients and visitors at ${where}, with a drop-off point near the main entrance.`,
      `${cover} parking next to ${where}, for appointments and visiting hours.`,
    ],
    stadium: [
      `Parking beside ${where}; it fills up quickly on match and event days.`,
      `${cover} parking for ${where}, with separate exits to clear traffic after events.`,
    ],
    business: [
      `${cover} parking for the offices around ${where}, busiest on weekday mornings.`,
      `Parking for office-goers and visiting clients around ${where}.`,
    ],
    locality: [`${cover} neighbourhood parking close to ${where}.`, `Parking near ${where}, convenient for errands and sightseeing.`],
  };
  let second: string;
  if (facts.tiny) second = "A small lot with only a handful of spaces, so book ahead.";
  else if (facts.fourWheelerCapacity === 0) second = facts.open24x7 ? "Two-wheelers only, open 24×7." : "Two-wheelers only.";
  else if (facts.twoWheelerCapacity === 0) second = facts.open24x7 ? "Cars only, open 24×7." : "Cars only; two-wheelers park elsewhere.";
  else second = facts.open24x7 ? "Open 24×7 for cars and two-wheelers." : "Spaces for both cars and two-wheelers.";
  return `${pick(rng, first[spot.kind])} ${second}`;
}

/** Every demo car park and which of them the seed keeps nearly full. */
export function buildDemoData(): { parkings: Parking[]; nearlyFullIds: string[] } {
  const parkings: Parking[] = [];
  const nearlyFullIds: string[] = [];
  for (const city of DEMO_CITIES) {
    const rng = mulberry32(fnv1a(`smart-parking-demo:${city.name}:${city.state}`));
    const spots = city.metro ? [...(METRO_LANDMARKS[city.name] ?? []), ...genericLandmarks(city, rng)] : genericLandmarks(city, rng);
    for (let i = 0; i < city.parkings; i++) {
      const spot = spots[i];
      if (!spot) throw new Error(`Demo seed: not enough landmarks for ${city.parkings} car parks in ${city.name}.`);
      const { parking, nearlyFull } = buildParking(city, i, spot, rng);
      const passPlans = nearlyFull ? undefined : demoPassPlansOf(parking.id);
      parkings.push(passPlans ? { ...parking, passPlans } : parking);
      if (nearlyFull) nearlyFullIds.push(parking.id);
    }
  }
  return { parkings, nearlyFullIds };
}

export function demoParkings(): Parking[] {
  return buildDemoData().parkings;
}

/** The tiny metro car parks the seed keeps at capacity − 1 for the coming week. */
export function nearlyFullParkingIds(): string[] {
  return buildDemoData().nearlyFullIds;
}

/** Every image name the demo data can use (for the tests). */
export const DEMO_IMAGE_NAMES: readonly string[] = PARKING_IMAGE_LIST.map((image) => image.name);
