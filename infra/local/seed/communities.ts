import { findUserByEmail } from "@core/account/user-store";
import { COMMUNITY_BANNER_PREFIX, type Community } from "@core/community/community";
import { createCommunity } from "@core/community/community-store";
import { joinCommunity } from "@core/community/membership";
import { ConditionFailedError } from "@core/ports/table/table";
import type { Services } from "@core/services";

/**
 * The six demo communities (issue 11; docs/demo-data.md): their descriptions, rules and banners,
 * with moderator@example.com moderating all six, driver@example.com in Parking Tips, Electric
 * Vehicles and Road Trips, and asha@example.com in Parking Tips and Two Wheelers. Idempotent: a
 * community that exists is left as it is (its live counters included), and joining again changes
 * nothing. Runs after the demo accounts, whose ids it needs.
 */
interface DemoCommunity {
  id: string;
  name: string;
  description: string;
  rules: string[];
  /** The description and rules in Hindi (issue 35): Hindi pages show them. */
  descriptionHi: string;
  rulesHi: string[];
  /** Two colours and a motif for the generated banner. */
  banner: { from: string; to: string; motif: string };
}

export const DEMO_COMMUNITIES: DemoCommunity[] = [
  {
    id: "parking-tips",
    name: "Parking Tips",
    description:
      "Finding, booking and using car parks in Indian cities: which apps and car parks work, valet do's and don'ts, and parking etiquette in tight spaces.",
    rules: [
      "Keep posts about parking: finding, booking, paying and using car parks.",
      "No photos of other people's number plates or faces without their consent.",
      "Be polite: everyone was a new driver once.",
      "No advertising; link to a car park only to share an experience.",
    ],
    descriptionHi:
      "भारतीय शहरों में पार्किंग खोजना, बुक करना और इस्तेमाल करना: कौन-से ऐप और पार्किंग ठीक चलते हैं, वैले पार्किंग में क्या करें और क्या नहीं, और तंग जगहों में पार्किंग के तौर-तरीक़े।",
    rulesHi: [
      "पोस्ट पार्किंग के बारे में ही हों: पार्किंग खोजना, बुक करना, भुगतान करना और इस्तेमाल करना।",
      "दूसरों की नंबर प्लेट या चेहरों की फ़ोटो उनकी सहमति के बिना न डालें।",
      "विनम्र रहें: हर कोई कभी नया ड्राइवर था।",
      "कोई विज्ञापन नहीं; किसी पार्किंग का लिंक सिर्फ़ अपना अनुभव बताने के लिए दें।",
    ],
    banner: { from: "#1d4ed8", to: "#38bdf8", motif: "P" },
  },
  {
    id: "electric-vehicles",
    name: "Electric Vehicles",
    description: "EVs on Indian roads: charging stations, batteries, range in real traffic and heat, and car parks that let you charge.",
    rules: [
      "Share charging experiences with the place and the date.",
      "Range figures: say the vehicle, the season and the route.",
      "No brand wars; compare with facts.",
    ],
    descriptionHi: "भारतीय सड़कों पर इलेक्ट्रिक वाहन: चार्जिंग स्टेशन, बैटरी, असली ट्रैफ़िक और गर्मी में रेंज, और वे पार्किंग जहाँ चार्ज कर सकते हैं।",
    rulesHi: [
      "चार्जिंग का अनुभव जगह और तारीख़ के साथ बताएँ।",
      "रेंज बताएँ तो वाहन, मौसम और रास्ता भी बताएँ।",
      "ब्रांड को लेकर झगड़ा नहीं; तुलना तथ्यों से करें।",
    ],
    banner: { from: "#047857", to: "#34d399", motif: "⚡" },
  },
  {
    id: "two-wheelers",
    name: "Two Wheelers",
    description: "Motorcycles and scooters: parking them safely, helmets, riding gear, and riding in city traffic and monsoon rain.",
    rules: [
      "Always ride with a helmet, and never post stunts on public roads.",
      "Parking advice for two-wheelers only here; cars go to Parking Tips.",
      "Be kind to new riders.",
      "No selling or buying posts.",
    ],
    descriptionHi: "मोटरसाइकिल और स्कूटर: उन्हें सुरक्षित पार्क करना, हेलमेट, राइडिंग गियर, और शहर के ट्रैफ़िक व मानसून की बारिश में चलाना।",
    rulesHi: [
      "हमेशा हेलमेट पहनकर चलाएँ, और सार्वजनिक सड़कों पर स्टंट की पोस्ट कभी न डालें।",
      "यहाँ सिर्फ़ दोपहिया की पार्किंग की सलाह; चारपहिया की बातें Parking Tips में करें।",
      "नए राइडरों के साथ अच्छा व्यवहार करें।",
      "ख़रीदने या बेचने की पोस्ट नहीं।",
    ],
    banner: { from: "#b45309", to: "#fbbf24", motif: "2W" },
  },
  {
    id: "car-care",
    name: "Car Care",
    description: "Servicing, cleaning, tyres and repairs: keeping a car healthy through Indian summers, monsoons and potholes.",
    rules: [
      "Say the car model and year when you ask for advice.",
      "No unsafe do-it-yourself repairs on brakes or airbags.",
      "Garage reviews: facts, not insults.",
    ],
    descriptionHi: "सर्विसिंग, सफ़ाई, टायर और मरम्मत: भारतीय गर्मी, मानसून और गड्ढों के बीच कार को ठीक रखना।",
    rulesHi: ["सलाह माँगते समय कार का मॉडल और साल बताएँ।", "ब्रेक या एयरबैग की असुरक्षित घरेलू मरम्मत नहीं।", "गैराज की समीक्षा: तथ्य लिखें, अपमान नहीं।"],
    banner: { from: "#7c3aed", to: "#c084fc", motif: "⚙" },
  },
  {
    id: "road-trips",
    name: "Road Trips",
    description: "Highways, tolls and FASTag, routes and the stops on the way: plan a drive across India and park at the other end.",
    rules: [
      "Share the route and the month you drove it.",
      "Toll and FASTag tips welcome; no driving while posting.",
      "Respect local rules and places you stop at.",
      "No speed boasting.",
      "Photos: no faces without consent.",
    ],
    descriptionHi: "हाईवे, टोल और FASTag, रास्ते और बीच के पड़ाव: पूरे भारत में ड्राइव की योजना बनाएँ और मंज़िल पर पार्क करें।",
    rulesHi: [
      "रास्ता और वह महीना बताएँ जब आपने यह ड्राइव की।",
      "टोल और FASTag की टिप्स का स्वागत है; गाड़ी चलाते हुए पोस्ट न करें।",
      "स्थानीय नियमों और रुकने की जगहों का सम्मान करें।",
      "तेज़ रफ़्तार की शेख़ी नहीं।",
      "फ़ोटो: बिना सहमति के चेहरे नहीं।",
    ],
    banner: { from: "#be123c", to: "#fb7185", motif: "↗" },
  },
  {
    id: "traffic-and-commuting",
    name: "Traffic and Commuting",
    description: "City traffic, challans and road rules, and when to leave the car: metro, buses and park-and-ride.",
    rules: [
      "Keep it about traffic, rules and commuting.",
      "No sharing of other people's challans or personal details.",
      "Be civil about other road users.",
    ],
    descriptionHi: "शहर का ट्रैफ़िक, चालान और सड़क के नियम, और कब कार छोड़ें: मेट्रो, बसें और पार्क-एंड-राइड।",
    rulesHi: ["बात ट्रैफ़िक, नियमों और आने-जाने की ही हो।", "दूसरों के चालान या निजी जानकारी शेयर न करें।", "सड़क पर दूसरों के बारे में शालीनता से बात करें।"],
    banner: { from: "#0f766e", to: "#2dd4bf", motif: "≡" },
  },
];

const MODERATOR = "moderator@example.com";
const MEMBERSHIPS: Record<string, string[]> = {
  "driver@example.com": ["parking-tips", "electric-vehicles", "road-trips"],
  "asha@example.com": ["parking-tips", "two-wheelers"],
};

export function bannerKey(id: string): string {
  return `${COMMUNITY_BANNER_PREFIX}${id}.svg`;
}

/** A simple banner: a diagonal gradient, soft road lines and the community's motif. No text of anyone's. */
export function bannerSvg({ from, to, motif }: DemoCommunity["banner"]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="300" fill="url(#g)"/>
<path d="M0 240 C300 180 600 300 1200 200 L1200 300 L0 300 Z" fill="#ffffff" fill-opacity="0.15"/>
<path d="M0 262 C320 205 620 318 1200 226" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4" stroke-dasharray="28 22" fill="none"/>
<text x="1080" y="150" font-family="sans-serif" font-size="120" font-weight="700" fill="#ffffff" fill-opacity="0.35" text-anchor="middle">${motif}</text>
</svg>`;
}

export async function seedDemoCommunities(svc: Pick<Services, "table" | "files">, now = new Date()): Promise<void> {
  const moderator = await findUserByEmail(svc.table, MODERATOR);
  const moderators = moderator ? [moderator.id] : [];
  for (const demo of DEMO_COMMUNITIES) {
    const community: Community = {
      id: demo.id,
      name: demo.name,
      description: demo.description,
      rules: demo.rules.map((rule, i) => ({ _id: `${demo.id}-rule-${i + 1}`, rule })),
      descriptionHi: demo.descriptionHi,
      rulesHi: demo.rulesHi,
      banner: bannerKey(demo.id),
      moderators,
      memberCount: 0,
      postCount: 0,
      createdAt: now.toISOString(),
    };
    if (!(await svc.files.get(community.banner))) await svc.files.put(community.banner, bannerSvg(demo.banner), "image/svg+xml");
    try {
      await createCommunity(svc.table, community);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
    }
    if (moderator) await joinCommunity(svc.table, moderator, demo.id, now);
  }
  for (const [email, ids] of Object.entries(MEMBERSHIPS)) {
    const user = await findUserByEmail(svc.table, email);
    if (!user) continue;
    for (const id of ids) await joinCommunity(svc.table, user, id, now);
  }
}
