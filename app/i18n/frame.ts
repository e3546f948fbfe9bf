import { createContext, useContext } from "react";
import type { Language } from "@core/i18n/languages";
import type { ChromeMessages } from "./chrome.server";

export type { ChromeMessages };

/**
 * The page frame's language and texts (header, footer, skip link), from the root loader's data,
 * or from the 503 the root throws when the server is down: only the request's language reaches the
 * browser. With neither (a crash before the root loader answered), the keys show; nothing breaks.
 */
export interface Frame {
  language: Language;
  chrome: ChromeMessages;
}

const KEYS_ONLY = new Proxy({}, { get: (_target, key) => String(key) }) as ChromeMessages;
const FALLBACK: Frame = { language: "en", chrome: KEYS_ONLY };

export const FrameTexts = createContext<Frame>(FALLBACK);

export function frameTextsOf(rootData: Partial<Frame> | undefined, error: unknown): Frame {
  if (rootData?.chrome && rootData.language) return { language: rootData.language, chrome: rootData.chrome };
  const thrown = (error as { data?: Partial<Frame> } | undefined)?.data;
  if (thrown?.chrome && thrown.language) return { language: thrown.language, chrome: thrown.chrome };
  return FALLBACK;
}

export function useFrameTexts(): Frame {
  return useContext(FrameTexts);
}
