/**
 * Pictures for the seeded community: post illustrations and member avatars, drawn here as SVG and
 * turned into JPEG with sharp at seed time, so the repository ships no generated images and every
 * run draws the same pictures. No <text> anywhere: letters are drawn as strokes (STROKE_FONT), so
 * the result does not depend on the fonts a machine happens to have. The one video is a committed
 * file (ffmpeg is not on CI); docs/demo-data.md has the command that made it.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { Light, Scene, SeedImage } from "./community-content";
import { mulberry32, type Rng } from "./random";

/** Bump when a drawing changes: the seed then draws and uploads the pictures again. */
export const MEDIA_VERSION = 1;

export const POST_IMAGE = { width: 1200, height: 800, webWidth: 720 } as const;
export const AVATAR_SIZE = 256;

export interface RenderedImage {
  full: Buffer;
  web: Buffer;
  width: number;
  height: number;
  webWidth: number;
  webHeight: number;
}

export interface SeedVideo {
  bytes: Buffer;
  contentType: "video/mp4";
  width: number;
  height: number;
}

/** The committed clips, with their size (ffprobe) so the post can say it without decoding. */
const VIDEOS = { expressway: { file: "expressway.mp4", width: 480, height: 270 } } as const;

export async function readSeedVideo(name: keyof typeof VIDEOS): Promise<SeedVideo> {
  const video = VIDEOS[name];
  const bytes = await readFile(join(import.meta.dirname, "media", video.file));
  return { bytes, contentType: "video/mp4", width: video.width, height: video.height };
}

/**
 * Drawing the ~40 pictures takes 1–2 s of CPU (librsvg), on every start with an empty table (each
 * e2e run). So finished JPEGs are kept in .cache/seed-media/, named by a hash of everything that
 * makes them (the SVG, the encoder settings, sharp's version): a changed drawing is a new name,
 * never a stale picture. The cache is only a shortcut: unreadable or unwritable, the pictures are drawn.
 */
const CACHE_DIR = join(import.meta.dirname, "../../../.cache/seed-media");

async function cached(recipe: string, make: () => Promise<Buffer[]>, count: number): Promise<Buffer[]> {
  const hash = createHash("sha256")
    .update(`${MEDIA_VERSION}:${sharp.versions.sharp ?? ""}:${recipe}`)
    .digest("hex")
    .slice(0, 32);
  const files = Array.from({ length: count }, (_, i) => join(CACHE_DIR, `${hash}-${i}.jpg`));
  try {
    return await Promise.all(files.map((file) => readFile(file)));
  } catch {
    const made = await make();
    // Written under a temporary name and renamed: a server and a test seeding at once never read half a file.
    await mkdir(CACHE_DIR, { recursive: true })
      .then(() =>
        Promise.all(
          made.map(async (bytes, i) => {
            const temporary = `${files[i]!}.${process.pid}.tmp`;
            await writeFile(temporary, bytes);
            await rename(temporary, files[i]!);
          }),
        ),
      )
      .catch(() => undefined);
    return made;
  }
}

const FULL_JPEG = { quality: 82 } as const;
const WEB_JPEG = { quality: 78 } as const;
const AVATAR_JPEG = { quality: 86 } as const;

/** A post picture: 1200 × 800 and a 720-wide web copy, both JPEG. `salt` varies the details (car colours). */
export async function renderPostImage(image: SeedImage, salt: string): Promise<RenderedImage> {
  const { width, height, webWidth } = POST_IMAGE;
  const webHeight = Math.round((height * webWidth) / width);
  const svg = postImageSvg(image, salt);
  const [full, web] = await cached(
    `post:${JSON.stringify([FULL_JPEG, WEB_JPEG, webWidth])}:${svg}`,
    async () => {
      // Rasterise once; both sizes come from the same pixels.
      const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      return Promise.all([
        sharp(data, raw).jpeg(FULL_JPEG).toBuffer(),
        sharp(data, raw).resize(webWidth, webHeight).jpeg(WEB_JPEG).toBuffer(),
      ]);
    },
    2,
  );
  return { full: full!, web: web!, width, height, webWidth, webHeight };
}

/** A 256 × 256 JPEG avatar: the member's initials on their colour. */
export async function renderAvatar(name: string, colour: string): Promise<Buffer> {
  const svg = avatarSvg(name, colour);
  const [avatar] = await cached(
    `avatar:${JSON.stringify(AVATAR_JPEG)}:${svg}`,
    async () => [await sharp(Buffer.from(svg)).flatten({ background: colour }).jpeg(AVATAR_JPEG).toBuffer()],
    1,
  );
  return avatar!;
}

// ---------------------------------------------------------------------------------------------
// Avatars and the stroke font

/** Capital letters on a 10 × 14 grid, drawn with round strokes: enough for initials and signs. */
const STROKE_FONT: Record<string, string> = {
  A: "M0 14 L5 0 L10 14 M2 9 H8",
  B: "M0 14 V0 H6 Q9.5 0 9.5 3.5 Q9.5 7 6 7 H0 M6 7 Q10 7 10 10.5 Q10 14 6 14 H0",
  C: "M10 2 Q8 0 5.5 0 Q0 0 0 7 Q0 14 5.5 14 Q8 14 10 12",
  D: "M0 0 V14 H4 Q10 14 10 7 Q10 0 4 0 Z",
  E: "M10 0 H0 V14 H10 M0 7 H7",
  F: "M10 0 H0 V14 M0 7 H7",
  G: "M10 2 Q8 0 5.5 0 Q0 0 0 7 Q0 14 5.5 14 Q10 14 10 8 H6",
  H: "M0 0 V14 M10 0 V14 M0 7 H10",
  I: "M2 0 H8 M5 0 V14 M2 14 H8",
  J: "M3 0 H10 M8 0 V10 Q8 14 4.5 14 Q1 14 0.5 11",
  K: "M0 0 V14 M10 0 L0 8.5 M3.5 5.5 L10 14",
  L: "M0 0 V14 H10",
  M: "M0 14 V0 L5 8 L10 0 V14",
  N: "M0 14 V0 L10 14 V0",
  O: "M5 0 Q0 0 0 7 Q0 14 5 14 Q10 14 10 7 Q10 0 5 0 Z",
  P: "M0 14 V0 H6 Q10 0 10 4 Q10 8 6 8 H0",
  Q: "M5 0 Q0 0 0 7 Q0 14 5 14 Q10 14 10 7 Q10 0 5 0 Z M6 10 L10 14",
  R: "M0 14 V0 H6 Q10 0 10 4 Q10 8 6 8 H0 M5 8 L10 14",
  S: "M10 2 Q8.5 0 5 0 Q0.5 0 0.5 3.5 Q0.5 6.5 5 7 Q9.5 7.5 9.5 10.5 Q9.5 14 5 14 Q1.5 14 0 12",
  T: "M0 0 H10 M5 0 V14",
  U: "M0 0 V9 Q0 14 5 14 Q10 14 10 9 V0",
  V: "M0 0 L5 14 L10 0",
  W: "M0 0 L2.5 14 L5 5 L7.5 14 L10 0",
  X: "M0 0 L10 14 M10 0 L0 14",
  Y: "M0 0 L5 7 L10 0 M5 7 V14",
  Z: "M0 0 H10 L0 14 H10",
};

/** Letters as stroked paths, `height` pixels tall, starting at (x, y) top-left. */
function strokeText(text: string, x: number, y: number, height: number, colour: string, weight = 1.6): string {
  const scale = height / 14;
  const advance = 14 * scale;
  return [...text.toUpperCase()]
    .map((ch, i) => {
      const d = STROKE_FONT[ch];
      if (!d) return "";
      return `<path transform="translate(${x + i * advance} ${y}) scale(${scale})" d="${d}" fill="none" stroke="${colour}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join("");
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

function avatarSvg(name: string, colour: string): string {
  const initials = initialsOf(name);
  const height = 78;
  const width = initials.length * 14 * (height / 14) - 4 * (height / 14);
  const x = (AVATAR_SIZE - width) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 ${AVATAR_SIZE} ${AVATAR_SIZE}">
<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a" stop-opacity="0.35"/></linearGradient></defs>
<rect width="256" height="256" fill="${colour}"/><rect width="256" height="256" fill="url(#a)"/>
<circle cx="214" cy="40" r="70" fill="#ffffff" fill-opacity="0.08"/>
${strokeText(initials, x, (AVATAR_SIZE - height) / 2, height, "#ffffff", 2.1)}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Post illustrations: 12 scenes, each in four lights

interface Palette {
  skyTop: string;
  skyBottom: string;
  ground: string;
  asphalt: string;
  building: string;
  window: string;
  hill: string;
  hillFar: string;
  foliage: string;
  night: boolean;
  rain: boolean;
  /** Sun or moon colour, and where (0–1 across the sky). */
  orb: { colour: string; x: number; y: number } | undefined;
}

const LIGHTS: Record<Light, Palette> = {
  day: {
    skyTop: "#60b5ea",
    skyBottom: "#dff1fb",
    ground: "#8fb35a",
    asphalt: "#5b636b",
    building: "#e9dfcf",
    window: "#9fcde6",
    hill: "#6d9a4c",
    hillFar: "#9cbcc9",
    foliage: "#3f8a3a",
    night: false,
    rain: false,
    orb: { colour: "#fde68a", x: 0.82, y: 0.13 },
  },
  dusk: {
    skyTop: "#4f3f7f",
    skyBottom: "#f7a660",
    ground: "#7b7f4b",
    asphalt: "#4b4552",
    building: "#e0bfa6",
    window: "#ffd08a",
    hill: "#5b5a5f",
    hillFar: "#a0778f",
    foliage: "#4b5d34",
    night: false,
    rain: false,
    orb: { colour: "#ffb066", x: 0.2, y: 0.42 },
  },
  monsoon: {
    skyTop: "#7f8c97",
    skyBottom: "#cfd6dc",
    ground: "#5f8a57",
    asphalt: "#4a545c",
    building: "#d4d6d2",
    window: "#b9cbd4",
    hill: "#537559",
    hillFar: "#8c9da3",
    foliage: "#2f6b3d",
    night: false,
    rain: true,
    orb: undefined,
  },
  night: {
    skyTop: "#0a1230",
    skyBottom: "#2a3b66",
    ground: "#26323a",
    asphalt: "#1f252d",
    building: "#3f4860",
    window: "#ffd98a",
    hill: "#1f2b3a",
    hillFar: "#2e3d59",
    foliage: "#1d3326",
    night: true,
    rain: false,
    orb: { colour: "#f1f5f9", x: 0.85, y: 0.12 },
  },
};

const CAR_COLOURS = ["#dc2626", "#f8fafc", "#1d4ed8", "#9ca3af", "#0f766e", "#f59e0b", "#7c3aed", "#111827"];

const W = POST_IMAGE.width;
const H = POST_IMAGE.height;

export function postImageSvg({ scene, light }: SeedImage, salt: string): string {
  const p = LIGHTS[light];
  const rng = mulberry32(createHash("sha256").update(`community-media:${scene}:${light}:${salt}`).digest().readUInt32LE(0));
  const body = SCENES[scene](p, rng);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff7c2" stop-opacity="0.85"/><stop offset="1" stop-color="#fff7c2" stop-opacity="0"/></radialGradient>
</defs>
${body}
${p.rain ? rain(rng) : ""}
</svg>`;
}

const SCENES: Record<Scene, (p: Palette, rng: Rng) => string> = {
  "parking-sign": parkingSign,
  "parking-lot": parkingLot,
  "ev-charger": evCharger,
  battery,
  "scooter-helmet": scooterHelmet,
  motorcycle,
  "car-wash": carWash,
  tyre,
  "highway-toll": highwayToll,
  "mountain-road": mountainRoad,
  "traffic-signal": trafficSignal,
  metro,
};

// --- shared pieces ---

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

function sky(p: Palette, rng: Rng, horizon: number = H): string {
  const parts = [`<rect width="${W}" height="${horizon}" fill="url(#sky)"/>`];
  if (p.night) {
    for (let i = 0; i < 60; i++) {
      parts.push(
        `<circle cx="${(rng() * W).toFixed(0)}" cy="${(rng() * horizon * 0.6).toFixed(0)}" r="${(1 + rng() * 1.6).toFixed(1)}" fill="#ffffff" fill-opacity="${(0.4 + rng() * 0.5).toFixed(2)}"/>`,
      );
    }
  }
  if (p.orb) parts.push(`<circle cx="${p.orb.x * W}" cy="${p.orb.y * H}" r="54" fill="${p.orb.colour}"/>`);
  if (p.night && p.orb) parts.push(`<circle cx="${p.orb.x * W + 22}" cy="${p.orb.y * H - 14}" r="48" fill="${p.skyTop}"/>`);
  const cloud = p.rain ? "#9aa5ae" : "#ffffff";
  const clouds = p.rain ? 5 : p.night ? 0 : 2;
  for (let i = 0; i < clouds; i++) {
    const cx = 100 + rng() * (W - 200);
    const cy = 60 + rng() * 120;
    parts.push(
      `<g fill="${cloud}" fill-opacity="${p.rain ? 0.9 : 0.75}"><ellipse cx="${cx}" cy="${cy}" rx="110" ry="34"/><ellipse cx="${cx - 50}" cy="${cy + 8}" rx="70" ry="28"/><ellipse cx="${cx + 40}" cy="${cy - 18}" rx="66" ry="34"/></g>`,
    );
  }
  return parts.join("");
}

function rain(rng: Rng): string {
  const lines: string[] = [];
  for (let i = 0; i < 150; i++) {
    const x = rng() * (W + 200) - 100;
    const y = rng() * H;
    lines.push(`M${x.toFixed(0)} ${y.toFixed(0)} l-14 38`);
  }
  return `<rect width="${W}" height="${H}" fill="#64748b" fill-opacity="0.12"/><path d="${lines.join(" ")}" stroke="#e2e8f0" stroke-opacity="0.55" stroke-width="2.4" stroke-linecap="round"/>`;
}

/** A hatchback seen from the side, 400 × 165 before scaling, wheels on y = 165. Facing right. */
function car(x: number, y: number, scale: number, colour: string, p: Palette, flip = false): string {
  const glass = p.night ? "#1e293b" : "#bfe3f5";
  const lamp = p.night ? `<ellipse cx="430" cy="96" rx="70" ry="26" fill="url(#glow)"/>` : "";
  const transform = flip ? `translate(${x + 400 * scale} ${y}) scale(${-scale} ${scale})` : `translate(${x} ${y}) scale(${scale})`;
  return `<g transform="${transform}">
<ellipse cx="200" cy="166" rx="200" ry="10" fill="#000000" fill-opacity="0.18"/>
<path d="M22 134 Q8 134 8 118 L12 88 Q16 72 40 68 L112 60 L154 24 Q166 12 186 12 L282 12 Q302 12 314 26 L350 62 Q386 66 394 86 L396 118 Q396 134 380 134 Z" fill="${colour}" stroke="#0f172a" stroke-opacity="0.25" stroke-width="3"/>
<path d="M162 28 Q170 20 184 20 L230 20 L230 60 L124 60 Z" fill="${glass}"/>
<path d="M240 20 L280 20 Q294 20 304 32 L330 60 L240 60 Z" fill="${glass}"/>
<path d="M234 64 L234 128 M150 66 L150 128" stroke="#0f172a" stroke-opacity="0.2" stroke-width="3"/>
<rect x="374" y="84" width="20" height="14" rx="5" fill="#fef3c7"/>
<rect x="8" y="86" width="14" height="16" rx="4" fill="#ef4444"/>
${lamp}
<circle cx="96" cy="134" r="34" fill="#1f2937"/><circle cx="96" cy="134" r="15" fill="#cbd5e1"/>
<circle cx="306" cy="134" r="34" fill="#1f2937"/><circle cx="306" cy="134" r="15" fill="#cbd5e1"/>
</g>`;
}

/** A row of simple buildings along the horizon, with lit windows at night. */
function skyline(p: Palette, rng: Rng, base: number, count = 9): string {
  const parts: string[] = [];
  let x = -20;
  for (let i = 0; i < count && x < W; i++) {
    const w = 110 + rng() * 90;
    const h = 120 + rng() * 200;
    parts.push(
      `<rect x="${x.toFixed(0)}" y="${(base - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${p.building}" fill-opacity="${(0.75 + rng() * 0.25).toFixed(2)}"/>`,
    );
    for (let wy = base - h + 18; wy < base - 24; wy += 34) {
      for (let wx = x + 14; wx < x + w - 24; wx += 30) {
        const lit = p.night ? rng() < 0.55 : true;
        if (lit)
          parts.push(
            `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="14" height="18" fill="${p.window}" fill-opacity="${p.night ? 0.9 : 0.7}"/>`,
          );
      }
    }
    x += w + 6 + rng() * 20;
  }
  return parts.join("");
}

function tree(x: number, base: number, size: number, p: Palette): string {
  return `<rect x="${x - size * 0.07}" y="${base - size * 0.5}" width="${size * 0.14}" height="${size * 0.5}" fill="#6b4f2a"/><circle cx="${x}" cy="${base - size * 0.7}" r="${size * 0.38}" fill="${p.foliage}"/><circle cx="${x - size * 0.22}" cy="${base - size * 0.55}" r="${size * 0.26}" fill="${p.foliage}"/><circle cx="${x + size * 0.24}" cy="${base - size * 0.56}" r="${size * 0.27}" fill="${p.foliage}"/>`;
}

function streetLamp(x: number, base: number, p: Palette): string {
  const glow = p.night ? `<circle cx="${x + 46}" cy="${base - 318}" r="110" fill="url(#glow)"/>` : "";
  return `${glow}<rect x="${x - 5}" y="${base - 330}" width="10" height="330" fill="#475569"/><path d="M${x} ${base - 326} q20 -18 50 -8" stroke="#475569" stroke-width="8" fill="none"/><rect x="${x + 30}" y="${base - 326}" width="34" height="12" rx="5" fill="${p.night ? "#fff3b0" : "#e2e8f0"}"/>`;
}

// --- scenes ---

function parkingSign(p: Palette, rng: Rng): string {
  const horizon = 520;
  const cars = [0, 1, 2].map((i) => car(430 + i * 250, 548, 0.56, pick(rng, CAR_COLOURS), p)).join("");
  // A multi-level car park behind: open decks with cars' shadows.
  const decks = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="360" y="${190 + i * 82}" width="800" height="14" fill="#cbd5e1"/><rect x="360" y="${204 + i * 82}" width="800" height="68" fill="${p.night ? "#334155" : "#94a3b8"}" fill-opacity="0.55"/>`,
    )
    .join("");
  return `${sky(p, rng, horizon)}
<rect x="360" y="170" width="800" height="${horizon - 170}" fill="${p.building}"/>${decks}
<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${p.asphalt}"/>
<path d="${[0, 1, 2, 3, 4].map((i) => `M${400 + i * 250} ${horizon + 40} l-30 240`).join(" ")}" stroke="#f8fafc" stroke-width="8" stroke-opacity="0.85"/>
${cars}
${streetLamp(1140, horizon + 40, p)}
<rect x="176" y="300" width="18" height="${H - 300}" fill="#64748b"/>
<rect x="80" y="120" width="210" height="210" rx="26" fill="#ffffff"/>
<rect x="92" y="132" width="186" height="186" rx="20" fill="#1d4ed8"/>
${strokeText("P", 140, 160, 130, "#ffffff", 2.6)}
<rect x="96" y="350" width="176" height="54" rx="10" fill="#ffffff"/><path d="M126 377 H236 M210 358 L240 377 L210 396" stroke="#1d4ed8" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function parkingLot(p: Palette, rng: Rng): string {
  const parts = [`<rect width="${W}" height="${H}" fill="${p.asphalt}"/>`];
  // Grass verges and trees along the top and bottom.
  parts.push(`<rect width="${W}" height="70" fill="${p.ground}"/><rect y="${H - 70}" width="${W}" height="70" fill="${p.ground}"/>`);
  for (let x = 60; x < W; x += 170)
    parts.push(`<circle cx="${x}" cy="34" r="44" fill="${p.foliage}"/><circle cx="${x + 85}" cy="${H - 34}" r="40" fill="${p.foliage}"/>`);
  // Two rows of bays facing a central aisle.
  const bayW = 130;
  const rows = [
    { y: 110, h: 230 },
    { y: 460, h: 230 },
  ];
  const empty = { row: 1, col: 4 };
  rows.forEach((row, r) => {
    for (let c = 0; c < 9; c++) {
      const x = 20 + c * bayW;
      parts.push(`<path d="M${x} ${row.y} v${row.h}" stroke="#f8fafc" stroke-width="6"/>`);
      if (r === empty.row && c === empty.col) {
        parts.push(strokeText("P", x + 40, row.y + 70, 90, "#f8fafc", 2.2));
        parts.push(`<circle cx="${x + bayW / 2}" cy="${row.y + 196}" r="14" fill="#22c55e"/>`);
        continue;
      }
      if (rng() < 0.12) continue;
      const colour = pick(rng, CAR_COLOURS);
      const cx = x + 18;
      const cy = row.y + 18;
      parts.push(
        `<rect x="${cx + 4}" y="${cy + 6}" width="94" height="196" rx="30" fill="#000000" fill-opacity="0.25"/><rect x="${cx}" y="${cy}" width="94" height="196" rx="30" fill="${colour}" stroke="#0f172a" stroke-opacity="0.3" stroke-width="3"/>` +
          `<rect x="${cx + 12}" y="${cy + (r === 0 ? 120 : 36)}" width="70" height="40" rx="10" fill="${p.night ? "#1e293b" : "#bfe3f5"}"/><rect x="${cx + 14}" y="${cy + (r === 0 ? 34 : 140)}" width="66" height="26" rx="8" fill="${p.night ? "#1e293b" : "#bfe3f5"}"/>`,
      );
    }
    parts.push(`<path d="M${20 + 9 * bayW} ${row.y} v${row.h}" stroke="#f8fafc" stroke-width="6"/>`);
  });
  // The aisle's arrows.
  parts.push(
    `<path d="M160 400 h140 m-40 -26 l40 26 l-40 26 M700 400 h140 m-40 -26 l40 26 l-40 26" stroke="#fde047" stroke-width="10" fill="none" stroke-linejoin="round"/>`,
  );
  if (p.night) for (const x of [300, 900]) parts.push(`<circle cx="${x}" cy="400" r="260" fill="url(#glow)" fill-opacity="0.5"/>`);
  if (p.rain)
    for (let i = 0; i < 6; i++)
      parts.push(
        `<ellipse cx="${100 + rng() * 1000}" cy="${360 + rng() * 80}" rx="${60 + rng() * 60}" ry="14" fill="#cbd5e1" fill-opacity="0.3"/>`,
      );
  return parts.join("");
}

function evCharger(p: Palette, rng: Rng): string {
  const base = 640;
  return `${sky(p, rng, base)}
${skyline(p, rng, base - 60, 7)}
<rect x="0" y="${base - 60}" width="${W}" height="60" fill="${p.ground}"/>
<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${p.asphalt}"/>
<rect x="120" y="250" width="1000" height="30" fill="#e2e8f0"/><rect x="140" y="280" width="16" height="${base - 280}" fill="#94a3b8"/><rect x="1084" y="280" width="16" height="${base - 280}" fill="#94a3b8"/>
<path d="M610 254 l-18 24 h16 l-12 22 l30 -30 h-16 l12 -16 z" fill="#16a34a"/>
${car(560, base - 140, 1.1, pick(rng, CAR_COLOURS), p)}
<rect x="250" y="350" width="150" height="${base - 350}" rx="20" fill="#f8fafc" stroke="#0f172a" stroke-opacity="0.3" stroke-width="4"/>
<rect x="250" y="350" width="150" height="40" rx="20" fill="#16a34a"/>
<rect x="274" y="410" width="102" height="70" rx="8" fill="${p.night ? "#22d3ee" : "#0f172a"}" fill-opacity="${p.night ? 0.8 : 0.85}"/>
<path d="M330 420 l-16 24 h14 l-10 22 l26 -30 h-14 l10 -16 z" fill="#4ade80"/>
<rect x="388" y="500" width="26" height="40" rx="6" fill="#334155"/>
<path d="M414 520 C520 520 520 ${base - 40} 600 ${base - 40} L ${560 + 14 * 1.1} ${base - 140 + 92 * 1.1}" stroke="#111827" stroke-width="10" fill="none" stroke-linecap="round"/>
<rect x="${W - 260}" y="${base + 40}" width="180" height="90" rx="10" fill="#16a34a" fill-opacity="0.85"/><path d="M${W - 176} ${base + 52} l-22 34 h18 l-14 30 l36 -42 h-18 l14 -22 z" fill="#ffffff"/>`;
}

function battery(p: Palette, rng: Rng): string {
  const level = 3 + Math.floor(rng() * 2);
  const bars = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${380 + i * 88}" y="300" width="72" height="170" rx="12" fill="${i < level ? "#22c55e" : "#ffffff"}" fill-opacity="${i < level ? 1 : 0.2}"/>`,
    )
    .join("");
  return `${sky(p, rng, H)}
<path d="M0 700 C300 620 700 780 1200 660 L1200 800 L0 800 Z" fill="${p.ground}"/>
<path d="M-20 760 C320 680 700 820 1220 720" stroke="${p.asphalt}" stroke-width="60" fill="none"/>
<path d="M-20 760 C320 680 700 820 1220 720" stroke="#f8fafc" stroke-width="6" stroke-dasharray="40 34" fill="none"/>
<rect x="350" y="270" width="480" height="230" rx="36" fill="#0f172a" fill-opacity="0.85" stroke="#f8fafc" stroke-width="10"/>
<rect x="836" y="340" width="40" height="90" rx="10" fill="#f8fafc"/>
${bars}
<path d="M610 290 l-60 100 h50 l-40 90 l110 -120 h-52 l40 -70 z" fill="#fde047" stroke="#0f172a" stroke-width="6" stroke-linejoin="round"/>`;
}

/** A step-through scooter, 420 × 260 before scaling, wheels on y = 260. */
function scooter(x: number, y: number, scale: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<ellipse cx="210" cy="262" rx="200" ry="10" fill="#000000" fill-opacity="0.2"/>
<path d="M40 200 Q40 150 100 150 L190 150 L210 200 L300 200 Q320 120 360 110 L370 60 L350 40 L360 30 L392 46 L380 70 L372 120 Q410 150 410 210 L60 226 Z" fill="${colour}" stroke="#0f172a" stroke-opacity="0.3" stroke-width="4"/>
<path d="M60 150 Q70 120 120 118 L200 118 Q214 118 210 132 L206 150 Z" fill="#1f2937"/>
<path d="M340 34 L400 20" stroke="#1f2937" stroke-width="12" stroke-linecap="round"/>
<circle cx="392" cy="74" r="12" fill="#fef3c7"/>
<circle cx="90" cy="226" r="38" fill="#1f2937"/><circle cx="90" cy="226" r="16" fill="#cbd5e1"/>
<circle cx="366" cy="226" r="38" fill="#1f2937"/><circle cx="366" cy="226" r="16" fill="#cbd5e1"/>
</g>`;
}

/** A full-face helmet, 200 × 170 before scaling, facing right. */
function helmet(x: number, y: number, scale: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<ellipse cx="100" cy="168" rx="90" ry="8" fill="#000000" fill-opacity="0.2"/>
<path d="M10 120 Q0 20 100 8 Q190 0 196 100 L192 150 Q190 164 176 164 L30 164 Q14 164 12 150 Z" fill="${colour}" stroke="#0f172a" stroke-opacity="0.35" stroke-width="5"/>
<path d="M96 52 Q170 44 190 86 L188 112 L104 112 Q90 112 90 98 Z" fill="#1e293b" fill-opacity="0.85"/>
<path d="M104 60 Q150 56 170 74" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6" fill="none" stroke-linecap="round"/>
<rect x="30" y="128" width="40" height="20" rx="4" fill="#ffffff" fill-opacity="0.9"/>
</g>`;
}

function scooterHelmet(p: Palette, rng: Rng): string {
  const base = 640;
  return `${sky(p, rng, base)}
${skyline(p, rng, base - 40, 8)}
<rect x="0" y="${base - 40}" width="${W}" height="40" fill="#cbd5e1"/>
<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${p.asphalt}"/>
${streetLamp(120, base, p)}
${scooter(300, base - 250, 1.05, pick(rng, ["#e11d48", "#0ea5e9", "#f59e0b", "#f8fafc", "#22c55e"]))}
${helmet(820, base - 150, 1.1, pick(rng, ["#facc15", "#f8fafc", "#ef4444", "#2563eb"]))}`;
}

function mountainsBack(p: Palette, horizon: number): string {
  return `<path d="M0 ${horizon} L140 ${horizon - 200} L300 ${horizon - 90} L470 ${horizon - 260} L640 ${horizon - 110} L820 ${horizon - 240} L1000 ${horizon - 120} L1200 ${horizon - 220} L1200 ${horizon} Z" fill="${p.hillFar}"/>
<path d="M0 ${horizon} L220 ${horizon - 120} L420 ${horizon - 40} L620 ${horizon - 150} L860 ${horizon - 50} L1080 ${horizon - 140} L1200 ${horizon - 80} L1200 ${horizon} Z" fill="${p.hill}"/>`;
}

function motorcycle(p: Palette, rng: Rng): string {
  const base = 640;
  const colour = pick(rng, ["#b91c1c", "#1f2937", "#065f46", "#92400e"]);
  return `${sky(p, rng, base)}
${mountainsBack(p, base - 60)}
<rect x="0" y="${base - 60}" width="${W}" height="${H - base + 60}" fill="${p.ground}"/>
<path d="M0 ${base + 60} L1200 ${base + 20}" stroke="${p.asphalt}" stroke-width="150"/>
<path d="M0 ${base + 60} L1200 ${base + 20}" stroke="#f8fafc" stroke-width="6" stroke-dasharray="50 40"/>
${tree(100, base - 40, 180, p)}${tree(1100, base - 50, 160, p)}
<g transform="translate(330 ${base - 300})">
<ellipse cx="270" cy="346" rx="260" ry="12" fill="#000000" fill-opacity="0.2"/>
<circle cx="100" cy="290" r="64" fill="#1f2937"/><circle cx="100" cy="290" r="30" fill="#94a3b8"/>
<circle cx="450" cy="290" r="64" fill="#1f2937"/><circle cx="450" cy="290" r="30" fill="#94a3b8"/>
<path d="M100 290 L220 200 L330 210 L450 290" stroke="#334155" stroke-width="16" fill="none" stroke-linejoin="round"/>
<path d="M450 290 L400 120" stroke="#475569" stroke-width="14"/>
<rect x="210" y="200" width="120" height="80" rx="14" fill="#475569"/>
<path d="M230 170 Q250 110 330 110 L380 120 Q390 160 350 176 Z" fill="${colour}" stroke="#0f172a" stroke-opacity="0.3" stroke-width="4"/>
<path d="M120 176 L240 160 L250 182 L130 196 Z" fill="#1f2937"/>
<path d="M380 112 L420 92 L440 98" stroke="#1f2937" stroke-width="10" fill="none" stroke-linecap="round"/>
<circle cx="420" cy="140" r="18" fill="#fef3c7" stroke="#334155" stroke-width="6"/>
<path d="M60 220 Q100 196 140 220" stroke="${colour}" stroke-width="14" fill="none"/>
<path d="M410 230 Q450 204 490 230" stroke="${colour}" stroke-width="14" fill="none"/>
<path d="M200 270 L120 276" stroke="#9ca3af" stroke-width="12" stroke-linecap="round"/>
</g>`;
}

function carWash(p: Palette, rng: Rng): string {
  const base = 640;
  const bubbles: string[] = [];
  for (let i = 0; i < 40; i++) {
    bubbles.push(
      `<circle cx="${(340 + rng() * 520).toFixed(0)}" cy="${(base - 230 + rng() * 180).toFixed(0)}" r="${(8 + rng() * 22).toFixed(0)}" fill="#ffffff" fill-opacity="0.75" stroke="#bae6fd" stroke-width="2"/>`,
    );
  }
  const drops: string[] = [];
  for (let i = 0; i < 26; i++) {
    const t = i / 26;
    drops.push(
      `<circle cx="${(200 + t * 260 + rng() * 20).toFixed(0)}" cy="${(330 - Math.sin(t * Math.PI) * 80 + rng() * 16).toFixed(0)}" r="5" fill="#38bdf8"/>`,
    );
  }
  return `${sky(p, rng, base)}
<rect x="0" y="220" width="${W}" height="${base - 220}" fill="${p.building}" fill-opacity="0.55"/>
<rect x="0" y="200" width="${W}" height="24" fill="#0ea5e9"/>
<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="#94a3b8"/>
<path d="M0 ${base + 40} H${W}" stroke="#cbd5e1" stroke-width="6" stroke-dasharray="20 14"/>
${car(320, base - 180, 1.3, pick(rng, CAR_COLOURS), p)}
${bubbles.join("")}
<path d="M90 ${base - 20} Q110 420 180 360 L200 340" stroke="#16a34a" stroke-width="14" fill="none" stroke-linecap="round"/>
<path d="M190 340 l30 -22" stroke="#facc15" stroke-width="18" stroke-linecap="round"/>
${drops.join("")}
<path d="M960 ${base + 70} l-16 -90 h152 l-16 90 z" fill="#2563eb"/><rect x="990" y="${base - 40}" width="90" height="34" rx="8" fill="#fde047"/>`;
}

function tyre(p: Palette, rng: Rng): string {
  const cx = 520;
  const cy = 400;
  const treads: string[] = [];
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * 360;
    treads.push(`<rect x="${cx - 16}" y="${cy - 318}" width="32" height="44" rx="6" fill="#374151" transform="rotate(${a} ${cx} ${cy})"/>`);
  }
  const spokes = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<path d="M${cx - 22} ${cy - 40} L${cx - 34} ${cy - 170} L${cx + 34} ${cy - 170} L${cx + 22} ${cy - 40} Z" fill="#e5e7eb" transform="rotate(${a} ${cx} ${cy})"/>`,
    )
    .join("");
  const needle = -60 + rng() * 80;
  return `${sky(p, rng, H)}
<rect x="0" y="660" width="${W}" height="140" fill="${p.asphalt}"/>
<ellipse cx="${cx}" cy="730" rx="330" ry="24" fill="#000000" fill-opacity="0.3"/>
${treads.join("")}
<circle cx="${cx}" cy="${cy}" r="290" fill="#1f2937"/>
<circle cx="${cx}" cy="${cy}" r="200" fill="#9ca3af"/>
<circle cx="${cx}" cy="${cy}" r="186" fill="#4b5563"/>
${spokes}
<circle cx="${cx}" cy="${cy}" r="48" fill="#d1d5db" stroke="#6b7280" stroke-width="6"/>
<path d="M${cx - 250} ${cy - 40} A250 250 0 0 1 ${cx - 60} ${cy - 250}" stroke="#4b5563" stroke-width="8" fill="none"/>
<g transform="translate(960 250)">
<rect x="-18" y="120" width="36" height="180" rx="10" fill="#475569"/>
<circle r="120" fill="#f8fafc" stroke="#1f2937" stroke-width="14"/>
<path d="M-84 40 A92 92 0 1 1 84 40" stroke="#22c55e" stroke-width="16" fill="none"/>
<path d="M0 0 L0 -86" stroke="#dc2626" stroke-width="10" stroke-linecap="round" transform="rotate(${needle.toFixed(0)})"/>
<circle r="14" fill="#1f2937"/>
</g>`;
}

function highwayToll(p: Palette, rng: Rng): string {
  const horizon = 380;
  const vx = 600;
  const lanes = [-3, -1, 1, 3].map((k) => `M${vx + k * 8} ${horizon} L${vx + k * 260} ${H}`).join(" ");
  const booths = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="${372 + i * 86}" y="${horizon - 40}" width="34" height="48" rx="4" fill="${p.building}"/><rect x="${406 + i * 86}" y="${horizon - 8}" width="46" height="6" fill="${i % 2 ? "#ef4444" : "#f8fafc"}"/>`,
    )
    .join("");
  return `${sky(p, rng, horizon)}
${mountainsBack(p, horizon)}
<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${p.ground}"/>
<path d="M${vx - 40} ${horizon} L${vx + 40} ${horizon} L${W + 200} ${H} L-200 ${H} Z" fill="${p.asphalt}"/>
<path d="${lanes}" stroke="#f8fafc" stroke-width="8" stroke-dasharray="46 40" fill="none"/>
<rect x="340" y="${horizon - 90}" width="540" height="34" rx="6" fill="#f59e0b"/>
<rect x="340" y="${horizon - 56}" width="540" height="8" fill="#92400e"/>
${booths}
<rect x="250" y="150" width="12" height="${horizon - 150 + 30}" fill="#64748b"/><rect x="938" y="150" width="12" height="${horizon - 150 + 30}" fill="#64748b"/>
<rect x="300" y="120" width="600" height="110" rx="10" fill="#15803d" stroke="#f8fafc" stroke-width="6"/>
<path d="M340 158 h220 M340 192 h160 M640 158 h220 M680 192 h180" stroke="#f8fafc" stroke-width="12" stroke-linecap="round"/>
<path d="M590 150 v50 m-14 -16 l14 16 l14 -16" stroke="#f8fafc" stroke-width="8" fill="none"/>
${car(700, 600, 0.7, pick(rng, CAR_COLOURS), p)}
${p.night ? `<circle cx="600" cy="${horizon - 60}" r="300" fill="url(#glow)" fill-opacity="0.5"/>` : ""}`;
}

function mountainRoad(p: Palette, rng: Rng): string {
  const trees = [
    [90, 560, 160],
    [220, 640, 200],
    [1000, 600, 170],
    [1120, 700, 210],
  ]
    .map(([x, b, s]) => tree(x!, b!, s!, p))
    .join("");
  return `${sky(p, rng, 500)}
<path d="M0 500 L180 230 L320 380 L520 170 L720 400 L900 220 L1200 460 L1200 640 L0 640 Z" fill="${p.hillFar}"/>
<path d="M0 560 L260 360 L480 520 L700 330 L960 520 L1200 400 L1200 800 L0 800 Z" fill="${p.hill}"/>
<path d="M560 410 C520 470 700 500 640 560 C560 640 300 620 380 800" stroke="${p.asphalt}" stroke-width="90" fill="none" stroke-linecap="round"/>
<path d="M560 410 C520 470 700 500 640 560 C560 640 300 620 380 800" stroke="#f8fafc" stroke-width="5" stroke-dasharray="30 26" fill="none"/>
${car(560, 520, 0.32, pick(rng, CAR_COLOURS), p)}
${trees}`;
}

function trafficSignal(p: Palette, rng: Rng): string {
  const base = 560;
  const active = p.night ? 0 : p.rain ? 2 : rng() < 0.5 ? 1 : 2;
  const lights = ["#ef4444", "#f59e0b", "#22c55e"]
    .map(
      (c, i) =>
        `<circle cx="230" cy="${210 + i * 90}" r="34" fill="${c}" fill-opacity="${i === active ? 1 : 0.22}"/>${i === active ? `<circle cx="230" cy="${210 + i * 90}" r="70" fill="${c}" fill-opacity="0.25"/>` : ""}`,
    )
    .join("");
  const zebra = Array.from(
    { length: 11 },
    (_, i) => `<rect x="${380 + i * 70}" y="${base + 70}" width="40" height="120" fill="#f8fafc" fill-opacity="0.9"/>`,
  ).join("");
  return `${sky(p, rng, base)}
${skyline(p, rng, base, 10)}
<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${p.asphalt}"/>
<rect x="0" y="${base}" width="${W}" height="16" fill="#cbd5e1"/>
${zebra}
<path d="M380 ${base + 60} H1150" stroke="#f8fafc" stroke-width="8"/>
${car(620, base - 10, 0.6, pick(rng, CAR_COLOURS), p)}${car(900, base + 10, 0.6, pick(rng, CAR_COLOURS), p)}
<rect x="220" y="440" width="20" height="${H - 440}" fill="#334155"/>
<rect x="170" y="150" width="120" height="300" rx="22" fill="#111827"/>
${lights}`;
}

function metro(p: Palette, rng: Rng): string {
  const deck = 420;
  const pillars = [120, 420, 720, 1020]
    .map((x) => `<rect x="${x}" y="${deck + 40}" width="60" height="${H - deck - 40}" fill="#cbd5e1"/>`)
    .join("");
  const windows = Array.from(
    { length: 14 },
    (_, i) => `<rect x="${170 + i * 64}" y="${deck - 118}" width="42" height="44" rx="6" fill="${p.night ? "#fde68a" : "#bfe3f5"}"/>`,
  ).join("");
  return `${sky(p, rng, H)}
${skyline(p, rng, 640, 10)}
<rect x="0" y="640" width="${W}" height="${H - 640}" fill="${p.asphalt}"/>
<path d="M0 720 H${W}" stroke="#f8fafc" stroke-width="6" stroke-dasharray="40 30"/>
${pillars}
<rect x="0" y="${deck}" width="${W}" height="44" fill="#e2e8f0"/><rect x="0" y="${deck + 44}" width="${W}" height="10" fill="#94a3b8"/>
<path d="M130 ${deck} L130 ${deck - 130} Q130 ${deck - 150} 160 ${deck - 150} L1060 ${deck - 150} Q1130 ${deck - 150} 1150 ${deck - 80} L1160 ${deck} Z" fill="#f8fafc" stroke="#334155" stroke-opacity="0.4" stroke-width="4"/>
<rect x="130" y="${deck - 62}" width="1030" height="18" fill="${pick(rng, ["#7c3aed", "#16a34a", "#2563eb", "#dc2626"])}"/>
${windows}
<path d="M1100 ${deck - 130} L1140 ${deck - 80} L1100 ${deck - 80} Z" fill="${p.night ? "#fde68a" : "#bfe3f5"}"/>`;
}
