import { errorFields, log } from "../../log";
import type { FileStore } from "../files/file-store";
import { rgbForModel, MODEL_INPUT_SIZE } from "../../media/check-copies";
import type { ModerationLabel } from "../../content-check/image-moderation";
import { CheckUnavailableError, type ImageModerator, type StoredPicture } from "./image-moderator";

/**
 * The offline picture checker (issue 12): nsfwjs's MobileNetV2, whose weights ship inside the
 * package, on TensorFlow.js's wasm backend, so the product checks pictures with no cloud account.
 * Loaded once per process through ESM `import()` (the CommonJS path takes 6–8 s and 670 MB,
 * ARCHITECTURE §8); a failed load is tried again on the next picture rather than remembered.
 *
 * nsfwjs's classes become Rekognition's label names, so one table of thresholds judges both:
 * Porn and Hentai (exclusive classes of one softmax, so their sum is the chance the picture is
 * explicit) → Explicit; Sexy → Non-Explicit Nudity…; Drawing and Neutral → nothing. The model has
 * no violence class (ARCHITECTURE §8): locally only sexual content is caught.
 *
 * The package names are spelled as variables so the Lambda bundler leaves them out: AWS uses
 * Rekognition, and nsfwjs with TensorFlow.js is a development dependency only.
 */
type Tf = typeof import("@tensorflow/tfjs");
type Nsfw = typeof import("nsfwjs");
type Model = Awaited<ReturnType<Nsfw["load"]>>;

const PACKAGES = { tf: "@tensorflow/tfjs", wasm: "@tensorflow/tfjs-backend-wasm", nsfwjs: "nsfwjs" };

/**
 * One model per process, however many copies of this module it runs: the local server has core
 * twice (the API's handlers from source, and the web app's bundle), and each would load its own.
 */
const holder: { loading?: Promise<{ tf: Tf; model: Model }> } = ((globalThis as Record<symbol, object>)[
  Symbol.for("smart-parking.offline-image-model")
] ??= {});

async function loadModel(): Promise<{ tf: Tf; model: Model }> {
  const tf = (await import(PACKAGES.tf)) as Tf;
  await import(PACKAGES.wasm);
  await tf.setBackend("wasm");
  await tf.ready();
  const nsfwjs = (await import(PACKAGES.nsfwjs)) as Nsfw;
  // nsfwjs greets on the console when it loads a bundled model; our logs are JSON lines.
  const info = console.info;
  console.info = () => {};
  try {
    return { tf, model: await nsfwjs.load("MobileNetV2") };
  } finally {
    console.info = info;
  }
}

/** The model, loaded on first use and kept; a failed load is forgotten so the next call tries again. */
export function offlineModel(): Promise<{ tf: Tf; model: Model }> {
  holder.loading ??= loadModel().catch((error: unknown) => {
    holder.loading = undefined;
    throw error;
  });
  return holder.loading;
}

/**
 * Loads the model and sharp in the background, so the first picture post does not wait for them
 * (issue 29: that post took 13.6 s through Chromium where later ones took 2.9 s, most of it these
 * loads). For the long-running local server only: tests and Lambda start too often to pay for it.
 */
export function warmOfflineChecks(): void {
  void Promise.all([offlineModel(), import("sharp")]).catch((error: unknown) =>
    log.warn("offline picture check not warmed; the first picture will load it", errorFields(error)),
  );
}

export class OfflineImageModerator implements ImageModerator {
  readonly name = "offline" as const;

  constructor(private readonly files: Pick<FileStore, "get">) {}

  async labels(picture: StoredPicture): Promise<ModerationLabel[]> {
    try {
      const stored = await this.files.get(picture.key);
      if (!stored) throw new Error(`picture ${picture.key} is not in the bucket`);
      return await classify(await rgbForModel(stored.body));
    } catch (error) {
      throw new CheckUnavailableError(this.name, { cause: error });
    }
  }
}

/** nsfwjs's view of 224 × 224 RGB pixels, as Rekognition-named labels. */
export async function classify(pixels: Uint8Array): Promise<ModerationLabel[]> {
  const { tf, model } = await offlineModel();
  const image = tf.tensor3d(pixels, [MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, 3], "int32");
  try {
    const predictions = await model.classify(image);
    const chance = (name: string) => predictions.find((p) => p.className === name)?.probability ?? 0;
    const explicit = (chance("Porn") + chance("Hentai")) * 100;
    const suggestive = chance("Sexy") * 100;
    return [
      { name: "Explicit", confidence: explicit },
      { name: "Non-Explicit Nudity of Intimate parts and Kissing", confidence: suggestive },
    ];
  } finally {
    image.dispose();
  }
}
