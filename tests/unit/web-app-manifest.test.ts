import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

/**
 * The web app manifest holds what Chromium's installability check asks of it (issue 34, decision
 * 057). Lighthouse 12 no longer has its PWA category, so this test and the e2e's
 * Page.getInstallabilityErrors (offline-vouchers.spec.ts, Chromium's own check) stand in for it.
 */
const ROOT = join(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(join(ROOT, "public/manifest.webmanifest"), "utf8")) as {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  id?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  prefer_related_applications?: boolean;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
};

describe("the web app manifest", () => {
  it("names the app, starts at My bookings within its scope, and opens standalone", () => {
    expect(manifest.name).toBe("SMART PARKING");
    expect(manifest.short_name!.length).toBeGreaterThan(0);
    // Home-screen labels are cut after about 12 characters.
    expect(manifest.short_name!.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe("/booking");
    expect(manifest.start_url!.startsWith(manifest.scope!)).toBe(true);
    expect(manifest.display).toBe("standalone");
    expect(manifest.prefer_related_applications).not.toBe(true);
  });

  it("has the theme colour the pages' theme-color meta has, and a background colour", () => {
    const root = readFileSync(join(ROOT, "app/root.tsx"), "utf8");
    const meta = /<meta name="theme-color" content="(#[0-9a-f]{6})"/i.exec(root);
    expect(meta?.[1]).toBe(manifest.theme_color);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("lists 192 and 512 px PNG icons and a maskable one, each file the size it says", async () => {
    const icons = manifest.icons ?? [];
    const sizes = (purpose: string) =>
      icons.filter((icon) => (icon.purpose ?? "any").split(" ").includes(purpose)).map((icon) => icon.sizes);
    expect(sizes("any")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(sizes("maskable")).toContain("512x512");
    for (const icon of icons) {
      expect(icon.src).toMatch(/^\/static\/icons\/[a-z0-9-]+\.png$/);
      const file = readFileSync(join(ROOT, "public", icon.src));
      const { width, height, format } = await sharp(file).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe("png");
      expect(icon.type).toBe("image/png");
    }
  });
});
