import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { judgeImageLabels } from "@core/content-check/image-moderation";
import { OfflineImageModerator } from "@core/ports/content/offline-image-moderator";
import { CheckUnavailableError } from "@core/ports/content/image-moderator";

/**
 * The offline picture checker with the real model (issue 12): nsfwjs's MobileNetV2 from inside the
 * package on the wasm backend, no network. A generated street scene (a car park sign, a car and lane
 * marks, drawn as SVG) is classified, and its labels pass the thresholds.
 */
const SCENE = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420">
  <rect width="640" height="420" fill="#8fb8de"/><rect y="260" width="640" height="160" fill="#55585c"/>
  <rect x="40" y="330" width="80" height="10" fill="#fff"/><rect x="280" y="330" width="80" height="10" fill="#fff"/>
  <rect x="470" y="90" width="90" height="90" rx="10" fill="#1d4ed8"/><text x="492" y="160" font-size="70" fill="#fff" font-family="sans-serif">P</text>
  <rect x="140" y="200" width="220" height="80" rx="20" fill="#c62828"/><circle cx="190" cy="285" r="24" fill="#222"/><circle cx="310" cy="285" r="24" fill="#222"/>
</svg>`;

describe("the offline picture checker (nsfwjs)", () => {
  it("classifies a street picture and finds nothing to block", { timeout: 60_000 }, async () => {
    const jpeg = await sharp(Buffer.from(SCENE)).jpeg().toBuffer();
    const moderator = new OfflineImageModerator({ get: async () => ({ body: jpeg, contentType: "image/jpeg" }) });
    const labels = await moderator.labels({ key: "media/scene/web.jpg", contentType: "image/jpeg" });
    expect(labels.map((label) => label.name)).toEqual(["Explicit", "Non-Explicit Nudity of Intimate parts and Kissing"]);
    for (const label of labels) {
      expect(label.confidence).toBeGreaterThanOrEqual(0);
      expect(label.confidence).toBeLessThan(30);
    }
    expect(judgeImageLabels(labels)).toEqual({ ok: true });
  });

  it("answers 'could not check' for a picture missing from the bucket or not a picture at all", async () => {
    const missing = new OfflineImageModerator({ get: async () => undefined });
    await expect(missing.labels({ key: "media/gone/web.jpg", contentType: "image/jpeg" })).rejects.toBeInstanceOf(CheckUnavailableError);
    const garbled = new OfflineImageModerator({
      get: async () => ({ body: new TextEncoder().encode("not a picture"), contentType: "image/jpeg" }),
    });
    await expect(garbled.labels({ key: "media/bad/web.jpg", contentType: "image/jpeg" })).rejects.toBeInstanceOf(CheckUnavailableError);
  });
});
