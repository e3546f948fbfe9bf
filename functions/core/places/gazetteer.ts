import { slug } from "../parking/parking";
import type { Table } from "../ports/table/table";
import { CITY_COORDINATE_FIXES, EXTRA_CITIES } from "./city-fixes";
import { INDIA } from "./india";

/**
 * The embedded place search (no outside geocoder): India's cities (./india.ts, from country-state-city) plus the
 * landmarks the car parks serve (stations, airports, markets…), which live in the `PLACES`
 * partition. Matching is by prefix, by word prefix, and tolerant of one or two typos.
 */
export type PlaceKind = "city" | "locality" | "station" | "airport" | "mall" | "market" | "hospital" | "stadium" | "business";

export interface Place {
  id: string;
  name: string;
  kind: PlaceKind;
  /** "Mumbai, Maharashtra" or "Dadar Station Parking area, Mumbai". */
  label: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

interface IndexedPlace extends Place {
  key: string;
  /** The normalised label ("mumbai maharashtra"): a picked suggestion's text finds its place again. */
  labelKey: string;
  words: string[];
}

export const PLACES_PARTITION = "PLACES";

export function normalisePlace(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

let cityIndex: IndexedPlace[] | undefined;

function cities(): IndexedPlace[] {
  if (cityIndex) return cityIndex;
  const stateNames = new Map(INDIA.states);
  const list = [
    ...INDIA.cities.map(([name, stateCode, lat, lng]) => {
      const fix = CITY_COORDINATE_FIXES[`${name}|${stateCode}`];
      return { name, stateCode, lat: fix?.lat ?? lat, lng: fix?.lng ?? lng };
    }),
    ...EXTRA_CITIES,
  ];
  cityIndex = list.map((c) => {
    const state = stateNames.get(c.stateCode) ?? c.stateCode;
    return index({
      id: `city-${c.stateCode}-${slug(c.name)}`,
      name: c.name,
      kind: "city",
      label: `${c.name}, ${state}`,
      city: c.name,
      state,
      lat: c.lat,
      lng: c.lng,
    });
  });
  return cityIndex;
}

function index(place: Place): IndexedPlace {
  const key = normalisePlace(place.name);
  return { ...place, key, labelKey: normalisePlace(place.label), words: key.split(" ") };
}

/** Landmarks change when car parks are added, so they are re-read every few minutes, not per request. */
const LANDMARKS_FOR_MS = 5 * 60_000;
let landmarks: { at: number; places: Promise<IndexedPlace[]> } | undefined;

/** The landmarks' promise itself (not a new one per call): the search memo below keys on it. */
function landmarkPlaces(table: Table, now = Date.now()): Promise<IndexedPlace[]> {
  if (!landmarks || now - landmarks.at > LANDMARKS_FOR_MS) {
    const places = table
      .queryAll<Place & { pk: string; sk: string }>({ pk: PLACES_PARTITION })
      .then((items) =>
        items.map(({ id, name, kind, label, city, state, lat, lng }) => index({ id, name, kind, label, city, state, lat, lng })),
      );
    landmarks = { at: now, places };
    places.catch(() => (landmarks = undefined));
  }
  return landmarks.places;
}

export function forgetLandmarks(): void {
  landmarks = undefined;
}

/**
 * Three reused rows for editDistance. It runs for most of the ~4,000 places on every search of four
 * letters or more; a fresh array per row made it, and the garbage collection after it, the biggest
 * per-request cost of a search (docs/decisions/030).
 */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal string alignment distance, stopping early past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows[0].length < width) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  // prev2 is the row two above (for transpositions), prev the row above, row the one being filled.
  let [prev2, prev, row] = rows;
  for (let j = 0; j < width; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        v = Math.min(v, prev2[j - 2]! + 1);
      }
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length]!;
}

function score(place: IndexedPlace, q: string): number {
  if (place.key === q || place.labelKey === q) return 100;
  if (place.labelKey.startsWith(q) && q.length > place.key.length) return 90;
  if (place.key.startsWith(q)) return 80 - Math.min(20, place.key.length - q.length) / 10;
  if (place.words.some((w) => w.startsWith(q)) || place.key.includes(` ${q}`)) return 60;
  if (q.length >= 4) {
    const allowed = q.length >= 8 ? 2 : 1;
    // A typo in what was typed so far: compare with the name's start of the same length.
    const head = place.key.slice(0, q.length);
    const d = Math.min(editDistance(q, head, allowed), editDistance(q, place.key, allowed));
    if (d <= allowed) return 40 - d * 10;
  }
  return 0;
}

/** Suggestions for typed text, best first. Blank text gives none (the spec: suggestions clear). */
export async function searchPlaces(table: Table, text: string, limit = 8): Promise<Place[]> {
  const q = normalisePlace(text);
  if (!q) return [];
  const landmarkList = landmarkPlaces(table);
  // The same text over the same places always gets the same answer: popular places ("Mumbai") and
  // the autocomplete's prefixes are scored once per landmark refresh, not on every request.
  if (memo?.landmarks !== landmarkList) memo = { landmarks: landmarkList, answers: new Map() };
  const key = `${limit}|${q}`;
  const known = memo.answers.get(key);
  if (known) {
    memo.answers.delete(key);
    memo.answers.set(key, known);
    return known.map((place) => ({ ...place }));
  }
  const answer = rank(q, [...cities(), ...(await landmarkList)], limit);
  if (memo.landmarks === landmarkList) {
    memo.answers.set(key, answer);
    if (memo.answers.size > MEMO_SIZE) memo.answers.delete(memo.answers.keys().next().value!);
  }
  return answer.map((place) => ({ ...place }));
}

/** Recent answers (least recently used dropped first), valid while the landmarks they scored are current. */
const MEMO_SIZE = 1_000;
let memo: { landmarks: Promise<IndexedPlace[]>; answers: Map<string, Place[]> } | undefined;

function rank(q: string, all: IndexedPlace[], limit: number): Place[] {
  const scored: { place: IndexedPlace; s: number }[] = [];
  for (const place of all) {
    const s = score(place, q);
    if (s > 0) scored.push({ place, s });
  }
  scored.sort(
    (a, b) =>
      b.s - a.s ||
      kindRank(a.place.kind) - kindRank(b.place.kind) ||
      a.place.name.length - b.place.name.length ||
      a.place.label.localeCompare(b.place.label),
  );
  const seen = new Set<string>();
  const out: Place[] = [];
  for (const { place } of scored) {
    if (seen.has(place.label)) continue;
    seen.add(place.label);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { key, labelKey, words, ...plain } = place;
    out.push(plain);
    if (out.length === limit) break;
  }
  return out;
}

/** Cities before landmarks on equal scores: "Pune" means the city before "Pune Airport". */
function kindRank(kind: PlaceKind): number {
  return kind === "city" ? 0 : kind === "airport" || kind === "station" ? 1 : 2;
}

/**
 * For the no-JavaScript search form: the typed place as coordinates when one match stands out,
 * otherwise the "did you mean" choices.
 */
export async function resolvePlace(table: Table, text: string): Promise<{ place?: Place; choices: Place[] }> {
  const q = normalisePlace(text);
  const choices = await searchPlaces(table, text, 6);
  if (choices.length === 0) return { choices };
  const exact = choices.filter((c) => normalisePlace(c.name) === q || normalisePlace(c.label) === q);
  if (exact.length === 1) return { place: exact[0], choices };
  if (exact.length === 0 && choices.length === 1) return { place: choices[0], choices };
  return { choices };
}
