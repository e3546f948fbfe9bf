import { describe, expect, it } from "vitest";
import { ValidationError } from "@core/errors";
import { decodeCursor, encodeCursor } from "@core/ports/table/cursor";

describe("page cursors", () => {
  it("round-trip a key", () => {
    const key = { pk: "USER#1", sk: "VEHICLE#2", gsi1pk: "X" };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
    expect(encodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor(undefined)).toBeUndefined();
  });

  it("refuse anything that is not a key", () => {
    for (const bad of ["%%%", Buffer.from("[1,2]").toString("base64url"), Buffer.from('{"a":{"b":1}}').toString("base64url")]) {
      expect(() => decodeCursor(bad)).toThrow(ValidationError);
    }
  });
});
