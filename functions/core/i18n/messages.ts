import type { Language } from "./languages";
import { HINDI_MESSAGES } from "./hindi";

/**
 * Core's messages in the reader's language (issue 35, decision 059). Services and zod schemas throw
 * the spec's English texts, and those texts stay the contract (the spec, the tests and the English
 * pages use them as they are). The English text is the key, as gettext's msgid is: the Hindi
 * catalogue (`./hindi/<domain>.ts`) maps each English message to its Hindi, and every door a message
 * leaves by (the form kit's replies, the JSON API's `message`) passes it through `translateMessage`.
 *
 * A message built from values ("Only 3 spaces are left.") is written with placeholders on both
 * sides ("Only {count} spaces are left."); the values are carried over as they are (names, codes,
 * plate numbers stay in Latin letters). tests/unit/core-messages.test.ts finds every message core
 * can throw and fails when one has no Hindi.
 */
interface Pattern {
  regex: RegExp;
  names: string[];
  hindi: string;
}

const EXACT = new Map<string, string>();
const PATTERNS: Pattern[] = [];
for (const [english, hindi] of Object.entries(HINDI_MESSAGES)) {
  if (!/\{\w+\}/.test(english)) {
    EXACT.set(english, hindi);
    continue;
  }
  const names: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(name);
      return "(.+?)";
    })
    .join("");
  PATTERNS.push({ regex: new RegExp(`^${source}$`, "s"), names, hindi });
}

/** `message` in `language`; a message with no Hindi (a bug the catalogue test finds) stays English. */
export function translateMessage(message: string, language: Language): string {
  if (language === "en" || !message) return message;
  const exact = EXACT.get(message);
  if (exact !== undefined) return exact;
  // Several sentences joined ("A. B.") are translated one by one, as the form kit joins them.
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    return pattern.hindi.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const at = pattern.names.indexOf(name);
      return at >= 0 ? (match[at + 1] ?? whole) : whole;
    });
  }
  return message;
}

/** Whether core's catalogue has Hindi for `message` (the catalogue test asks). */
export function hasHindi(message: string): boolean {
  return translateMessage(message, "hi") !== message;
}

/** Every message of a `{ field: messages }` map, translated (a ValidationError's, Conform's reply). */
export function translateFieldMessages<T extends Record<string, readonly string[] | null | undefined>>(errors: T, language: Language): T {
  if (language === "en") return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages ? messages.map((m) => translateMessage(m, language)) : messages]),
  ) as T;
}
