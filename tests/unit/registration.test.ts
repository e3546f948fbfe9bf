import { describe, expect, it } from "vitest";
import { normaliseRegistration } from "@core/vehicle/registration";

describe("Indian registration numbers", () => {
  it.each([
    ["mh12ab1234", "MH 12 AB 1234"],
    ["MH-12-AB-1234", "MH 12 AB 1234"],
    ["ka 1 c 99 99", "KA 01 C 9999"],
    ["KA011234", "KA 01 1234"],
    ["DL3CAB1234", "DL 03C AB 1234"],
    ["22 bh 1234 aa", "22 BH 1234 AA"],
  ])("%s → %s", (input, expected) => {
    expect(normaliseRegistration(input)).toBe(expected);
  });

  it.each(["", "1234", "MH12AB123", "MH 00 AB 1234", "M12AB1234", "MH12ABCD1234", "22BH123AA", "<script>"])("refuses %j", (input) => {
    expect(normaliseRegistration(input)).toBeUndefined();
  });
});
