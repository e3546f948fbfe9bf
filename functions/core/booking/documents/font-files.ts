/**
 * Where the documents' font files are (fonts.ts reads them). Kept apart, without imports, so the CDK
 * app (infra/constructs/node-function.ts) can list them for the Lambda bundles without loading fontkit.
 */

export type Script = "latin" | "devanagari" | "bengali" | "tamil";
export type Weight = "regular" | "bold";

/** Package paths of every font file, for run time and for the Lambda bundles (infra copies these). */
export const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  },
  devanagari: {
    regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
  },
  bengali: {
    regular: "@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf",
  },
  tamil: {
    regular: "@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf",
  },
};

/** The folder, beside a Lambda bundle's index.mjs, that the bundling hook copies the files into. */
export const BUNDLED_FONT_DIR = "fonts";
