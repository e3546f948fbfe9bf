import { describe, expect, it } from "vitest";
import { BAN_LENGTHS, BAN_MESSAGES, type BanLength } from "@core/moderation/moderation-texts";
import {
  banLengthLabel,
  banLengthText,
  bannedText,
  liftedSubjectText,
  mayJoinAgainText,
  MODERATION_TEXTS,
  reportReasonLabel,
} from "@core/moderation/moderation.texts";
import { REPORT_REASONS } from "@core/moderation/report";
import { formatIndia } from "@core/time/india-time";

/** The moderation's shown texts in both languages (issue 35): English exactly as before, Hindi beside it. */
describe("moderation texts", () => {
  it("keep the English of the ban lengths, the report reasons and what a banned member is told", () => {
    expect(Object.values(BAN_LENGTHS).map((l) => l.label)).toEqual(["1 day", "7 days", "30 days", "Permanent"]);
    for (const length of Object.keys(BAN_LENGTHS) as BanLength[]) expect(banLengthLabel(length, "en")).toBe(BAN_LENGTHS[length].label);
    for (const reason of REPORT_REASONS) expect(reportReasonLabel(reason, "en")).toBe(reason);
    const until = "2026-12-05T04:30:00.000Z";
    expect(BAN_MESSAGES.banned("Car Care", until)).toBe(`You are banned from Car Care until ${formatIndia(until)}.`);
    expect(BAN_MESSAGES.banned("Car Care", null)).toBe("You are banned from Car Care permanently.");
    expect(BAN_MESSAGES.mayJoinAgain("Car Care", true)).toBe(
      "The moderators of Car Care lifted your ban. You may join the community again.",
    );
    expect(BAN_MESSAGES.mayJoinAgain("Car Care", false)).toBe("Your ban from Car Care has ended. You may join the community again.");
    expect(BAN_MESSAGES.liftedSubject("Car Care")).toBe("You may join Car Care again");
    expect(bannedText("Car Care", until)).toBe(BAN_MESSAGES.banned("Car Care", until));
    expect(MODERATION_TEXTS.en.standardRemovalReason).toBe("It does not follow this community's rules.");
  });

  it("give every length and report reason in Hindi, and dates in Hindi", () => {
    expect(banLengthLabel("7d", "hi")).toBe("7 दिन");
    expect(banLengthText("Permanent", "hi")).toBe("हमेशा के लिए");
    expect(banLengthText("an older entry's words", "hi")).toBe("an older entry's words");
    for (const reason of REPORT_REASONS) expect(reportReasonLabel(reason, "hi")).toMatch(/[\u0900-\u097F]/);
    const until = "2026-12-05T04:30:00.000Z";
    expect(bannedText("Car Care", until, "hi")).toBe(`आप ${formatIndia(until, "hi")} तक Car Care से बैन हैं।`);
    expect(mayJoinAgainText("Car Care", true, "hi")).toContain("Car Care के मॉडरेटरों ने");
    expect(liftedSubjectText("Car Care", "hi")).toBe("आप Car Care में फिर से जुड़ सकते हैं");
  });
});
