import sharp from "sharp";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The installable app's icons (issue 34), made from public/static/logo.svg: 192 and 512 px as the
 * manifest's "any" icons and Android's install prompt ask, a 512 px maskable one (the logo inside
 * the central 80 % safe zone on the brand blue, so a round or squircle mask never cuts the P), and
 * the 180 px apple-touch-icon. Run once after the logo changes: `npx tsx infra/tools/app-icons.ts`.
 */
const ROOT = join(import.meta.dirname, "../..");
const OUT = join(ROOT, "public/static/icons");
const logo = readFileSync(join(ROOT, "public/static/logo.svg"));
const BRAND = "#155bb5";

mkdirSync(OUT, { recursive: true });
for (const size of [180, 192, 512]) {
  const name = size === 180 ? "apple-touch-icon.png" : `icon-${size}.png`;
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT, name));
}
const inner = Math.round(512 * 0.7);
const mark = await sharp(logo, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: mark, gravity: "centre" }])
  .png({ compressionLevel: 9 })
  .toFile(join(OUT, "maskable-512.png"));
process.stdout.write(`icons written to ${OUT}\n`);
