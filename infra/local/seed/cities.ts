import { City, State } from "country-state-city";

/**
 * The demo cities, hand-picked: metros, state capitals and tier-2 cities. Coordinates come from
 * country-state-city (the same data the place search uses), so a search at a city's coordinates
 * finds its car parks.
 *
 * Several of that package's Indian entries carry a district centroid rather than the city's own
 * position (Jaipur 27.00/76.00 is 23 km from the city; Patna, Indore, Raipur, Coimbatore, Madurai,
 * Mysuru, Kozhikode, Thiruvananthapuram, Udaipur and Jodhpur are 6–60 km off), which would put
 * "station" car parks in open fields on the map. Those cities are left out; every city here has
 * `near`, its real centre to about a kilometre, and tests/unit/demo-parkings.test.ts checks the
 * package still agrees with it, so a package update that moves a city fails a test, not the demo.
 */
export interface CitySpec {
  /** Exactly as country-state-city spells it (it is also the `city` stored on the car park). */
  name: string;
  /** ISO 3166-2 subdivision code without the country, as country-state-city uses it. */
  state: string;
  /** Three-letter prefix of the car parks' operator codes ("MUM-014"); unique. */
  code: string;
  /** First three digits of the city's PIN codes. */
  pin: string;
  /** How many demo car parks the city gets. */
  parkings: number;
  /** The city's real centre, approximately: [lat, lng]. */
  near: readonly [number, number];
  metro?: true;
  /** Has a mainline railway station in town (hill capitals such as Gangtok or Shillong do not). */
  rail?: false;
  /** Has a commercial airport serving it. */
  airport?: true;
}

export interface DemoCity extends CitySpec {
  stateName: string;
  lat: number;
  lng: number;
}

export const CITY_SPECS: readonly CitySpec[] = [
  // The largest metros: hand-written landmarks (demo-parkings.ts), 10–14 car parks each.
  { name: "Mumbai", state: "MH", code: "MUM", pin: "400", parkings: 14, near: [19.076, 72.878], metro: true, airport: true },
  { name: "New Delhi", state: "DL", code: "DEL", pin: "110", parkings: 14, near: [28.614, 77.209], metro: true, airport: true },
  { name: "Bengaluru", state: "KA", code: "BLR", pin: "560", parkings: 13, near: [12.972, 77.594], metro: true, airport: true },
  { name: "Hyderabad", state: "TG", code: "HYD", pin: "500", parkings: 11, near: [17.385, 78.487], metro: true, airport: true },
  { name: "Chennai", state: "TN", code: "CHE", pin: "600", parkings: 11, near: [13.083, 80.27], metro: true, airport: true },
  { name: "Kolkata", state: "WB", code: "KOL", pin: "700", parkings: 11, near: [22.56, 88.352], metro: true, airport: true },
  { name: "Pune", state: "MH", code: "PUN", pin: "411", parkings: 10, near: [18.52, 73.857], metro: true, airport: true },
  { name: "Ahmedabad", state: "GJ", code: "AMD", pin: "380", parkings: 10, near: [23.023, 72.571], metro: true, airport: true },

  // State and union-territory capitals.
  { name: "Lucknow", state: "UP", code: "LKO", pin: "226", parkings: 5, near: [26.847, 80.947], airport: true },
  { name: "Chandigarh", state: "CH", code: "CHD", pin: "160", parkings: 5, near: [30.733, 76.779], airport: true },
  { name: "Bhopal", state: "MP", code: "BPL", pin: "462", parkings: 5, near: [23.26, 77.413], airport: true },
  { name: "Bhubaneshwar", state: "OR", code: "BBI", pin: "751", parkings: 5, near: [20.296, 85.825], airport: true },
  { name: "Guwahati", state: "AS", code: "GAU", pin: "781", parkings: 5, near: [26.18, 91.75], airport: true },
  { name: "Dehradun", state: "UT", code: "DDN", pin: "248", parkings: 4, near: [30.317, 78.032], airport: true },
  { name: "Ranchi", state: "JH", code: "RNC", pin: "834", parkings: 4, near: [23.344, 85.31], airport: true },
  { name: "Srinagar", state: "JK", code: "SXR", pin: "190", parkings: 4, near: [34.084, 74.797], airport: true },
  { name: "Jammu", state: "JK", code: "JAT", pin: "180", parkings: 4, near: [32.727, 74.857], airport: true },
  { name: "Panaji", state: "GA", code: "PNJ", pin: "403", parkings: 4, near: [15.491, 73.828], rail: false, airport: true },
  { name: "Shillong", state: "ML", code: "SHL", pin: "793", parkings: 4, near: [25.578, 91.893], rail: false, airport: true },
  { name: "Puducherry", state: "PY", code: "PNY", pin: "605", parkings: 4, near: [11.934, 79.83], airport: true },
  { name: "Gandhinagar", state: "GJ", code: "GNR", pin: "382", parkings: 3, near: [23.223, 72.65] },
  { name: "Imphal", state: "MN", code: "IMF", pin: "795", parkings: 3, near: [24.817, 93.937], rail: false, airport: true },
  { name: "Agartala", state: "TR", code: "AGT", pin: "799", parkings: 3, near: [23.831, 91.286], airport: true },
  { name: "Gangtok", state: "SK", code: "GTK", pin: "737", parkings: 3, near: [27.339, 88.606], rail: false, airport: true },
  { name: "Itanagar", state: "AR", code: "ITA", pin: "791", parkings: 3, near: [27.084, 93.605], rail: false, airport: true },
  { name: "Kohima", state: "NL", code: "KOH", pin: "797", parkings: 3, near: [25.674, 94.11], rail: false },
  { name: "Leh", state: "LA", code: "LEH", pin: "194", parkings: 3, near: [34.152, 77.577], rail: false, airport: true },
  { name: "Daman", state: "DH", code: "DMN", pin: "396", parkings: 3, near: [20.414, 72.832], rail: false },

  // Tier-2 cities.
  { name: "Surat", state: "GJ", code: "SUR", pin: "395", parkings: 5, near: [21.17, 72.831], airport: true },
  { name: "Nagpur", state: "MH", code: "NAG", pin: "440", parkings: 5, near: [21.146, 79.088], airport: true },
  { name: "Visakhapatnam", state: "AP", code: "VTZ", pin: "530", parkings: 5, near: [17.687, 83.218], airport: true },
  { name: "Gurgaon", state: "HR", code: "GGN", pin: "122", parkings: 5, near: [28.459, 77.027] },
  { name: "Kanpur", state: "UP", code: "KNP", pin: "208", parkings: 4, near: [26.449, 80.331], airport: true },
  { name: "Agra", state: "UP", code: "AGR", pin: "282", parkings: 4, near: [27.177, 78.008], airport: true },
  { name: "Varanasi", state: "UP", code: "VNS", pin: "221", parkings: 4, near: [25.318, 82.987], airport: true },
  { name: "Allahabad", state: "UP", code: "ALD", pin: "211", parkings: 4, near: [25.436, 81.846], airport: true },
  { name: "Noida", state: "UP", code: "NOI", pin: "201", parkings: 4, near: [28.57, 77.326], rail: false },
  { name: "Vadodara", state: "GJ", code: "BDQ", pin: "390", parkings: 4, near: [22.307, 73.181], airport: true },
  { name: "Ludhiana", state: "PB", code: "LDH", pin: "141", parkings: 4, near: [30.901, 75.857] },
  { name: "Nashik", state: "MH", code: "NSK", pin: "422", parkings: 4, near: [19.998, 73.79], airport: true },
  { name: "Aurangabad", state: "MH", code: "AUR", pin: "431", parkings: 4, near: [19.876, 75.343], airport: true },
  { name: "Navi Mumbai", state: "MH", code: "NVM", pin: "400", parkings: 4, near: [19.033, 73.03] },
  { name: "Gwalior", state: "MP", code: "GWL", pin: "474", parkings: 4, near: [26.218, 78.183], airport: true },
  { name: "Vijayawada", state: "AP", code: "BZA", pin: "520", parkings: 4, near: [16.506, 80.648], airport: true },
  { name: "Tirupati", state: "AP", code: "TPT", pin: "517", parkings: 4, near: [13.629, 79.419], airport: true },
  { name: "Mangaluru", state: "KA", code: "IXE", pin: "575", parkings: 4, near: [12.914, 74.856], airport: true },
  { name: "Siliguri", state: "WB", code: "SLG", pin: "734", parkings: 4, near: [26.727, 88.395], airport: true },
  { name: "Ghaziabad", state: "UP", code: "GZB", pin: "201", parkings: 3, near: [28.669, 77.454] },
  { name: "Moradabad", state: "UP", code: "MBD", pin: "244", parkings: 3, near: [28.838, 78.773] },
  { name: "Ayodhya", state: "UP", code: "AYD", pin: "224", parkings: 3, near: [26.799, 82.204], airport: true },
  { name: "Faridabad", state: "HR", code: "FBD", pin: "121", parkings: 3, near: [28.408, 77.318] },
  { name: "Hisar", state: "HR", code: "HSR", pin: "125", parkings: 3, near: [29.149, 75.722] },
  { name: "Patiala", state: "PB", code: "PTA", pin: "147", parkings: 3, near: [30.34, 76.387] },
  { name: "Mohali", state: "PB", code: "MOH", pin: "160", parkings: 3, near: [30.704, 76.718] },
  { name: "Haridwar", state: "UT", code: "HDW", pin: "249", parkings: 3, near: [29.945, 78.164] },
  { name: "Bhavnagar", state: "GJ", code: "BHU", pin: "364", parkings: 3, near: [21.765, 72.151], airport: true },
  { name: "Jamnagar", state: "GJ", code: "JGA", pin: "361", parkings: 3, near: [22.47, 70.058], airport: true },
  { name: "Madgaon", state: "GA", code: "MAO", pin: "403", parkings: 3, near: [15.273, 73.958] },
  { name: "Kolhapur", state: "MH", code: "KLH", pin: "416", parkings: 3, near: [16.705, 74.243], airport: true },
  { name: "Amravati", state: "MH", code: "AMI", pin: "444", parkings: 3, near: [20.932, 77.752] },
  { name: "Jamshedpur", state: "JH", code: "JSR", pin: "831", parkings: 3, near: [22.805, 86.203] },
  { name: "Dhanbad", state: "JH", code: "DHN", pin: "826", parkings: 3, near: [23.796, 86.43] },
  { name: "Gaya", state: "BR", code: "GAY", pin: "823", parkings: 3, near: [24.791, 85.0], airport: true },
  { name: "Durgapur", state: "WB", code: "DGR", pin: "713", parkings: 3, near: [23.52, 87.312], airport: true },
  { name: "Asansol", state: "WB", code: "ASN", pin: "713", parkings: 3, near: [23.683, 86.983] },
  { name: "Guntur", state: "AP", code: "GNT", pin: "522", parkings: 3, near: [16.307, 80.436] },
  { name: "Rajahmundry", state: "AP", code: "RJY", pin: "533", parkings: 3, near: [17.0, 81.804], airport: true },
  { name: "Hubballi", state: "KA", code: "HBL", pin: "580", parkings: 3, near: [15.364, 75.124], airport: true },
  { name: "Thrissur", state: "KL", code: "TCR", pin: "680", parkings: 3, near: [10.527, 76.214] },
  { name: "Kollam", state: "KL", code: "QLN", pin: "691", parkings: 3, near: [8.893, 76.614] },
  { name: "Tiruppur", state: "TN", code: "TUP", pin: "641", parkings: 3, near: [11.108, 77.341] },
  { name: "Hosur", state: "TN", code: "HOS", pin: "635", parkings: 3, near: [12.74, 77.825] },
  { name: "Kota", state: "RJ", code: "KTA", pin: "324", parkings: 3, near: [25.18, 75.84] },
  { name: "Bikaner", state: "RJ", code: "BKN", pin: "334", parkings: 3, near: [28.022, 73.312], airport: true },
];

/** Resolves every spec through country-state-city; one error names every city it cannot find. */
export function resolveCities(specs: readonly CitySpec[]): DemoCity[] {
  const missing: string[] = [];
  const resolved: DemoCity[] = [];
  // Each getCitiesOfState call filters the package's whole city list: once per state is enough.
  const citiesByState = new Map<string, ReturnType<typeof City.getCitiesOfState>>();
  for (const spec of specs) {
    const state = State.getStateByCodeAndCountry(spec.state, "IN");
    let cities = citiesByState.get(spec.state);
    if (!cities) citiesByState.set(spec.state, (cities = City.getCitiesOfState("IN", spec.state)));
    const match = cities.find((c) => c.name === spec.name);
    const lat = Number(match?.latitude);
    const lng = Number(match?.longitude);
    if (!state || !match || !Number.isFinite(lat) || !Number.isFinite(lng)) {
      missing.push(`${spec.name} (IN-${spec.state})`);
      continue;
    }
    resolved.push({ ...spec, stateName: state.name, lat, lng });
  }
  if (missing.length > 0) {
    throw new Error(
      `Demo seed: country-state-city has no coordinates for ${missing.join(", ")}. ` +
        "Fix the spelling in infra/local/seed/cities.ts or pick another city.",
    );
  }
  return resolved;
}

/** Resolved once, when the module loads. */
export const DEMO_CITIES: readonly DemoCity[] = resolveCities(CITY_SPECS);
