import { ValidationError } from "../../errors";

/**
 * Opaque page cursors: base64url of DynamoDB's LastEvaluatedKey. Clients pass them back untouched;
 * a cursor that does not decode to a key object is a user error, not a 500.
 */
export type Key = Record<string, string | number>;

export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  if (!key) return undefined;
  return Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

export function decodeCursor(cursor: string | undefined | null): Key | undefined {
  if (!cursor) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (
      parsed &&
      typeof parsed === "object" &&
      !Array.isArray(parsed) &&
      Object.values(parsed).every((value) => typeof value === "string" || typeof value === "number")
    ) {
      return parsed as Key;
    }
  } catch {
    // fall through to the user-facing error
  }
  throw new ValidationError("Invalid page cursor.");
}
