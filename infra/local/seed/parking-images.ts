/**
 * The demo car parks' pictures: 24 flat illustrations (6 scenes × 4 light conditions), generated
 * here as SVG so the repository ships no binary files and the pool is deterministic (every run
 * draws the same pictures byte for byte). 800 × 500, each with a <title> for screen readers.
 */
import { mulberry32, type Rng } from "./random";

export type ImageScene = "garage" | "open" | "shed" | "basement" | "bikes" | "airport";

export const IMAGE_SCENES: readonly ImageScene[] = ["garage", "open", "shed", "basement", "bikes", "airport"];

interface Palette {
  label: string;
  skyTop: string;
  skyBottom: string;
  ground: string;
  asphalt: string;
  wall: string;
  wallDark: string;
  concrete: string;
  glass: string;
  accent: string;
  lamp: string;
  night: boolean;
}

const PALETTES: readonly Palette[] = [
  {
    label: "on a sunny day",
    skyTop: "#7cc4ec",
    skyBottom: "#d8eef8",
    ground: "#8d969c",
    asphalt: "#5c646b",
    wall: "#ece6da",
    wallDark: "#3d4349",
    concrete: "#c9c4b8",
    glass: "#a9d3ea",
    accent: "#1f6feb",
    lamp: "#fff3b0",
    night: false,
  },
  {
    label: "at dusk",
    skyTop: "#5b4a86",
    skyBottom: "#f6a66b",
    ground: "#7d7478",
    asphalt: "#4d4651",
    wall: "#e6c9b4",
    wallDark: "#3a2f3d",
    concrete: "#c6a996",
    glass: "#f8c79a",
    accent: "#2b59c3",
    lamp: "#ffd27a",
    night: false,
  },
  {
    label: "on a cloudy monsoon day",
    skyTop: "#8e9ba6",
    skyBottom: "#d5dbe0",
    ground: "#7f8a8c",
    asphalt: "#505b64",
    wall: "#d7d9d6",
    wallDark: "#394248",
    concrete: "#b3b8b3",
    glass: "#c4d3da",
    accent: "#0f7b6c",
    lamp: "#fff7d6",
    night: false,
  },
  {
    label: "at night",
    skyTop: "#0b1330",
    skyBottom: "#26365f",
    ground: "#2c3340",
    asphalt: "#20262f",
    wall: "#4b5466",
    wallDark: "#121821",
    concrete: "#5d6678",
    glass: "#ffd98a",
    accent: "#3a7bd5",
    lamp: "#ffd166",
    night: true,
  },
];

const SCENE_LABELS: Record<ImageScene, string> = {
  garage: "Multi-level car park",
  open: "Open-air car park with painted bays",
  shed: "Covered car park under a shed roof",
  basement: "Basement car park with pillars",
  bikes: "Two-wheeler parking with a rack",
  airport: "Airport car park beside the terminal",
};

/** A basement looks the same whatever the weather: its four variants differ in lighting and paint. */
const BASEMENT_LABELS = ["under bright tube lights", "with warm lighting", "in bare grey concrete", "late at night"];

const CAR_COLOURS = ["#d62828", "#f1f1f1", "#2a6f97", "#ffb703", "#6c757d", "#2b9348", "#1d1d1d", "#8338ec", "#e76f51"];

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const n = (value: number) => Math.round(value * 10) / 10;

function sky(p: Palette, rng: Rng, height = 500): string {
  let out = `<rect width="800" height="${height}" fill="url(#sky)"/>`;
  if (p.night) {
    for (let i = 0; i < 40; i++)
      out += `<circle cx="${n(rng() * 800)}" cy="${n(rng() * height * 0.6)}" r="${n(0.6 + rng() * 1.2)}" fill="#fff" opacity="${n(0.4 + rng() * 0.6)}"/>`;
    out += `<circle cx="680" cy="70" r="26" fill="#f4f1de"/><circle cx="692" cy="62" r="24" fill="${p.skyTop}"/>`;
  } else {
    for (let i = 0; i < 3; i++) {
      const x = 60 + rng() * 620;
      const y = 40 + rng() * 70;
      out += `<g fill="#fff" opacity="0.8"><ellipse cx="${n(x)}" cy="${n(y)}" rx="46" ry="16"/><ellipse cx="${n(x + 30)}" cy="${n(y - 10)}" rx="30" ry="16"/><ellipse cx="${n(x - 28)}" cy="${n(y - 4)}" rx="24" ry="12"/></g>`;
    }
  }
  return out;
}

/** A car seen from the side, wheels resting on `ground`. */
function carSide(x: number, ground: number, w: number, colour: string, p: Palette): string {
  const h = w * 0.3;
  const r = w * 0.1;
  const body = `<rect x="${n(x)}" y="${n(ground - r - h * 0.55)}" width="${n(w)}" height="${n(h * 0.55)}" rx="${n(h * 0.18)}" fill="${colour}"/>`;
  const cabin = `<path d="M${n(x + w * 0.2)} ${n(ground - r - h * 0.55)} L${n(x + w * 0.32)} ${n(ground - r - h)} L${n(x + w * 0.7)} ${n(ground - r - h)} L${n(x + w * 0.84)} ${n(ground - r - h * 0.55)} Z" fill="${colour}"/>`;
  const glass = `<path d="M${n(x + w * 0.27)} ${n(ground - r - h * 0.6)} L${n(x + w * 0.35)} ${n(ground - r - h * 0.92)} L${n(x + w * 0.67)} ${n(ground - r - h * 0.92)} L${n(x + w * 0.77)} ${n(ground - r - h * 0.6)} Z" fill="${p.night ? "#39465e" : "#bfe0f2"}"/>`;
  const wheels = [0.22, 0.78]
    .map(
      (f) =>
        `<circle cx="${n(x + w * f)}" cy="${n(ground - r)}" r="${n(r)}" fill="#1b1b1b"/><circle cx="${n(x + w * f)}" cy="${n(ground - r)}" r="${n(r * 0.45)}" fill="#9a9a9a"/>`,
    )
    .join("");
  const lights = p.night
    ? `<rect x="${n(x + w - 4)}" y="${n(ground - r - h * 0.45)}" width="4" height="${n(h * 0.14)}" fill="${p.lamp}"/>`
    : "";
  return body + cabin + glass + wheels + lights;
}

/** A car seen from above, for painted bays. */
function carTop(cx: number, cy: number, w: number, h: number, colour: string): string {
  return (
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.25)}" fill="${colour}"/>` +
    `<rect x="${n(cx - w * 0.36)}" y="${n(cy - h * 0.28)}" width="${n(w * 0.72)}" height="${n(h * 0.16)}" rx="3" fill="#2d3a4a" opacity="0.85"/>` +
    `<rect x="${n(cx - w * 0.36)}" y="${n(cy + h * 0.2)}" width="${n(w * 0.72)}" height="${n(h * 0.1)}" rx="3" fill="#2d3a4a" opacity="0.7"/>`
  );
}

/** A scooter seen from the side, wheels resting on `ground`. */
function scooter(x: number, ground: number, colour: string): string {
  const g = ground;
  return (
    `<circle cx="${x}" cy="${g - 13}" r="13" fill="#1b1b1b"/><circle cx="${x + 60}" cy="${g - 13}" r="13" fill="#1b1b1b"/>` +
    `<circle cx="${x}" cy="${g - 13}" r="5" fill="#9a9a9a"/><circle cx="${x + 60}" cy="${g - 13}" r="5" fill="#9a9a9a"/>` +
    // rear cowl over the back wheel, floorboard, front apron up to the handlebar
    `<path d="M${x - 14} ${g - 20} Q${x - 12} ${g - 44} ${x + 8} ${g - 46} L${x + 30} ${g - 44} Q${x + 36} ${g - 36} ${x + 34} ${g - 26} L${x + 44} ${g - 24} L${x + 50} ${g - 66} L${x + 60} ${g - 68} L${x + 64} ${g - 30} Q${x + 62} ${g - 22} ${x + 50} ${g - 18} L${x + 10} ${g - 18} Q${x} ${g - 30} ${x - 14} ${g - 20} Z" fill="${colour}"/>` +
    `<path d="M${x + 46} ${g - 14} Q${x + 60} ${g - 34} ${x + 74} ${g - 14}" fill="none" stroke="${colour}" stroke-width="5"/>` +
    `<rect x="${x - 4}" y="${g - 54}" width="34" height="9" rx="4" fill="#222"/>` +
    `<rect x="${x + 46}" y="${g - 74}" width="24" height="5" rx="2" fill="#222"/><circle cx="${x + 64}" cy="${g - 60}" r="4" fill="#fff6c2"/>`
  );
}

function pSign(x: number, y: number, size: number, p: Palette, text = "P"): string {
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${n(size * 0.16)}" fill="${p.accent}" stroke="#fff" stroke-width="3"/>` +
    `<text x="${n(x + size / 2)}" y="${n(y + size * 0.74)}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${n(size * (text.length > 1 ? 0.42 : 0.68))}" fill="#fff" text-anchor="middle">${text}</text>`
  );
}

function tree(x: number, ground: number, s: number, p: Palette): string {
  const leaf = p.night ? "#1f3b2d" : "#3f8f4f";
  return `<rect x="${n(x - s * 0.08)}" y="${n(ground - s * 0.9)}" width="${n(s * 0.16)}" height="${n(s * 0.9)}" fill="#6b4f3a"/><circle cx="${x}" cy="${n(ground - s)}" r="${n(s * 0.45)}" fill="${leaf}"/><circle cx="${n(x - s * 0.3)}" cy="${n(ground - s * 0.8)}" r="${n(s * 0.3)}" fill="${leaf}"/><circle cx="${n(x + s * 0.3)}" cy="${n(ground - s * 0.78)}" r="${n(s * 0.32)}" fill="${leaf}"/>`;
}

function lampPost(x: number, ground: number, p: Palette): string {
  const glow = p.night ? `<circle cx="${x + 18}" cy="${ground - 150}" r="26" fill="${p.lamp}" opacity="0.25"/>` : "";
  return `${glow}<rect x="${x - 2}" y="${ground - 160}" width="4" height="160" fill="#555"/><rect x="${x}" y="${ground - 162}" width="24" height="4" fill="#555"/><rect x="${x + 12}" y="${ground - 158}" width="14" height="6" rx="2" fill="${p.lamp}"/>`;
}

function garage(p: Palette, rng: Rng): string {
  let out = sky(p, rng) + `<rect y="440" width="800" height="60" fill="${p.ground}"/>`;
  out += `<rect x="140" y="100" width="520" height="340" fill="${p.wall}"/>`;
  for (let level = 0; level < 4; level++) {
    const top = 112 + level * 82;
    out += `<rect x="156" y="${top}" width="488" height="60" fill="${p.wallDark}"/>`;
    if (p.night) out += `<rect x="156" y="${top}" width="488" height="6" fill="${p.lamp}" opacity="0.7"/>`;
    let x = 166 + rng() * 30;
    while (x < 560) {
      if (rng() < 0.75) out += carSide(x, top + 60, 86 + rng() * 14, pick(rng, CAR_COLOURS), p);
      x += 110 + rng() * 20;
    }
    out += `<rect x="140" y="${top + 60}" width="520" height="22" fill="${p.concrete}"/>`;
  }
  out += `<path d="M660 440 L760 440 L760 424 L660 360 Z" fill="${p.concrete}"/><path d="M668 430 L748 430" stroke="#fff" stroke-width="3" stroke-dasharray="12 10"/>`;
  out += `<rect x="84" y="250" width="6" height="190" fill="#555"/>` + pSign(54, 190, 66, p);
  out += `<rect x="340" y="70" width="120" height="30" rx="4" fill="${p.accent}"/><text x="400" y="92" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">PARKING</text>`;
  return out;
}

function openLot(p: Palette, rng: Rng): string {
  let out = sky(p, rng, 210);
  for (let x = 0; x < 800; x += 50 + rng() * 40) {
    const h = 40 + rng() * 80;
    out += `<rect x="${n(x)}" y="${n(200 - h)}" width="${n(44 + rng() * 30)}" height="${n(h)}" fill="${p.night ? "#1c2438" : "#aab4bd"}"/>`;
  }
  for (let i = 0; i < 6; i++) out += tree(40 + i * 150 + rng() * 40, 212, 34 + rng() * 16, p);
  out += `<rect y="200" width="800" height="300" fill="${p.asphalt}"/>`;
  for (const [top, bottom] of [
    [236, 328],
    [374, 470],
  ] as const) {
    out += `<line x1="20" y1="${top}" x2="780" y2="${top}" stroke="#f5f5f5" stroke-width="3"/>`;
    for (let i = 0; i <= 9; i++) {
      const x = 40 + i * 80;
      out += `<line x1="${x}" y1="${top}" x2="${x - 16}" y2="${bottom}" stroke="#f5f5f5" stroke-width="3"/>`;
      if (i < 9 && rng() < 0.65) out += carTop(x + 32, (top + bottom) / 2, 50, bottom - top - 14, pick(rng, CAR_COLOURS));
    }
  }
  out += `<path d="M380 348 L420 348 L420 340 L436 352 L420 364 L420 356 L380 356 Z" fill="#f5f5f5"/>`;
  out += lampPost(760, 236, p) + pSign(700, 120, 52, p);
  return out;
}

function shed(p: Palette, rng: Rng): string {
  let out = sky(p, rng) + `<rect y="400" width="800" height="100" fill="${p.asphalt}"/>`;
  for (let i = 0; i < 4; i++) out += tree(40 + i * 240 + rng() * 60, 400, 60, p);
  out += `<path d="M40 180 L760 140 L780 168 L60 212 Z" fill="${p.night ? "#5a6f80" : "#8fa8b8"}"/>`;
  for (let i = 0; i < 24; i++)
    out += `<line x1="${n(52 + i * 30)}" y1="${n(180 - i * 1.67)}" x2="${n(72 + i * 30)}" y2="${n(211 - i * 1.83)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`;
  for (let i = 0; i < 6; i++) {
    const x = 80 + i * 128;
    out += `<rect x="${x}" y="${n(206 - i * 7.3)}" width="10" height="${n(194 + i * 7.3)}" fill="${p.concrete}"/>`;
  }
  if (p.night) out += `<rect x="60" y="212" width="700" height="10" fill="${p.lamp}" opacity="0.35"/>`;
  for (let i = 0; i < 5; i++) {
    if (rng() < 0.85) out += carSide(100 + i * 128, 400, 104, pick(rng, CAR_COLOURS), p);
  }
  for (let i = 0; i < 5; i++)
    out += `<line x1="${92 + i * 128}" y1="402" x2="${80 + i * 128}" y2="500" stroke="#f5f5f5" stroke-width="3"/>`;
  out += pSign(20, 250, 48, p);
  return out;
}

function basement(p: Palette, rng: Rng): string {
  const dark = p.night ? "#1a1f27" : "#3a3f46";
  let out = `<rect width="800" height="500" fill="${dark}"/><rect width="800" height="92" fill="${p.night ? "#12161c" : "#2c3036"}"/>`;
  out += `<rect y="60" width="800" height="12" fill="#596069"/><rect y="76" width="800" height="6" fill="#6f7780"/>`;
  for (let i = 0; i < 5; i++) {
    const x = 60 + i * 160;
    out += `<rect x="${x}" y="90" width="90" height="10" rx="3" fill="#f7f7f2"/><path d="M${x - 30} 100 L${x + 120} 100 L${x + 160} 300 L${x - 70} 300 Z" fill="#fffbe6" opacity="${p.night ? 0.08 : 0.12}"/>`;
  }
  out += `<rect y="330" width="800" height="170" fill="${p.night ? "#262b33" : "#555c63"}"/>`;
  out += `<path d="M0 410 L800 410" stroke="#f2c14e" stroke-width="4" stroke-dasharray="30 20"/>`;
  out += `<path d="M520 450 L600 450 L600 438 L628 458 L600 478 L600 466 L520 466 Z" fill="#f5f5f5" opacity="0.85"/>`;
  for (let i = 0; i < 4; i++) {
    const x = 40 + i * 210;
    out += `<rect x="${x}" y="92" width="48" height="250" fill="${p.concrete}"/>`;
    for (let s = 0; s < 4; s++) out += `<rect x="${x}" y="${300 + s * 10}" width="48" height="5" fill="${s % 2 ? "#222" : "#f2c14e"}"/>`;
    out += `<text x="${x + 24}" y="160" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="${p.accent}" text-anchor="middle">B2</text>`;
    if (i < 3 && rng() < 0.9) out += carSide(x + 62, 342, 132, pick(rng, CAR_COLOURS), p);
  }
  out += `<rect x="660" y="120" width="96" height="36" rx="4" fill="#1e8e3e"/><text x="708" y="145" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">EXIT</text>`;
  return out;
}

function bikes(p: Palette, rng: Rng): string {
  let out = sky(p, rng) + `<rect y="420" width="800" height="80" fill="${p.ground}"/>`;
  out += `<rect x="30" y="170" width="740" height="22" fill="${p.accent}"/><rect x="30" y="192" width="740" height="6" fill="${p.wallDark}"/>`;
  for (const x of [60, 400, 740]) out += `<rect x="${x - 5}" y="192" width="10" height="228" fill="${p.concrete}"/>`;
  if (p.night) out += `<rect x="70" y="198" width="660" height="8" fill="${p.lamp}" opacity="0.5"/>`;
  out += `<rect x="40" y="392" width="720" height="6" rx="3" fill="#9aa0a6"/>`;
  for (let i = 0; i < 8; i++) {
    if (rng() < 0.85) out += scooter(66 + i * 88, 420, pick(rng, CAR_COLOURS));
  }
  out += pSign(600, 210, 70, p, "2W");
  return out;
}

function airport(p: Palette, rng: Rng): string {
  let out = sky(p, rng);
  out += `<g transform="translate(${n(440 + rng() * 120)} ${n(60 + rng() * 30)}) rotate(-8)" fill="${p.night ? "#c9d2e3" : "#f8f9fa"}"><rect x="0" y="0" width="150" height="16" rx="8"/><path d="M60 8 L30 -34 L48 -34 L96 8 Z"/><path d="M60 8 L34 46 L52 46 L96 8 Z"/><path d="M128 2 L148 -26 L156 -26 L150 8 Z"/></g>`;
  out += `<rect x="70" y="120" width="16" height="150" fill="${p.concrete}"/><path d="M52 96 L104 96 L112 126 L44 126 Z" fill="${p.glass}" stroke="${p.wallDark}" stroke-width="3"/><rect x="48" y="88" width="60" height="10" fill="${p.wallDark}"/>`;
  out += `<path d="M120 270 L120 200 Q440 150 780 200 L780 270 Z" fill="${p.wall}"/><rect x="140" y="214" width="620" height="52" fill="${p.glass}"/>`;
  for (let x = 160; x < 760; x += 40) out += `<line x1="${x}" y1="214" x2="${x}" y2="266" stroke="${p.wallDark}" stroke-width="2"/>`;
  out += `<rect y="270" width="800" height="230" fill="${p.asphalt}"/><rect y="270" width="800" height="16" fill="${p.concrete}"/>`;
  for (const ground of [360, 460]) {
    out += `<line x1="0" y1="${ground + 4}" x2="800" y2="${ground + 4}" stroke="#f5f5f5" stroke-width="3"/>`;
    for (let x = 20; x < 760; x += 100) {
      const underBus = ground === 360 && x + 84 > 550;
      if (!underBus && rng() < 0.8) out += carSide(x, ground, 84, pick(rng, CAR_COLOURS), p);
    }
  }
  // the shuttle to the terminal
  out += `<rect x="570" y="300" width="200" height="50" rx="10" fill="${p.accent}"/><rect x="586" y="310" width="150" height="18" fill="${p.glass}"/><rect x="744" y="310" width="18" height="30" fill="${p.glass}"/><circle cx="604" cy="352" r="10" fill="#1b1b1b"/><circle cx="736" cy="352" r="10" fill="#1b1b1b"/>`;
  out += pSign(12, 196, 46, p);
  return out;
}

const DRAW: Record<ImageScene, (p: Palette, rng: Rng) => string> = { garage, open: openLot, shed, basement, bikes, airport };

function render(scene: ImageScene, variant: number, seed: number): { title: string; svg: string } {
  const palette = PALETTES[variant] as Palette;
  const rng = mulberry32(seed);
  const title = `${SCENE_LABELS[scene]} ${scene === "basement" ? BASEMENT_LABELS[variant] : palette.label}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500" role="img">` +
    `<title>${title}</title>` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>` +
    DRAW[scene](palette, rng) +
    `</svg>`;
  return { title, svg };
}

export interface ParkingImage {
  name: string;
  scene: ImageScene;
  title: string;
  svg: string;
}

/** carpark-01 … carpark-24: scene by scene, each in the four light conditions. */
export const PARKING_IMAGE_LIST: readonly ParkingImage[] = IMAGE_SCENES.flatMap((scene, s) =>
  PALETTES.map((_palette, v) => {
    const index = s * PALETTES.length + v + 1;
    const { title, svg } = render(scene, v, 0x5eed0000 + index);
    return { name: `carpark-${String(index).padStart(2, "0")}.svg`, scene, title, svg };
  }),
);

/** The pool: file name → SVG text. */
export const PARKING_IMAGES: Readonly<Record<string, string>> = Object.fromEntries(
  PARKING_IMAGE_LIST.map((image) => [image.name, image.svg]),
);

export function imagesOfScene(scene: ImageScene): string[] {
  return PARKING_IMAGE_LIST.filter((image) => image.scene === scene).map((image) => image.name);
}
