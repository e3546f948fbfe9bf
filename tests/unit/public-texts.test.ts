import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, CONTACT_THANK_YOU, LISTING_MESSAGES } from "@core/contact/schemas";
import { GRIEVANCE_TOPICS } from "@core/privacy/grievance-schema";
import { CONTACT_FORM } from "~/i18n/public/contact.server";
import { translateMessage } from "@core/i18n/messages";
import { GRIEVANCE } from "~/i18n/public/grievance.server";

/** The public pages' texts that repeat core's (issue 35): the English stays core's, the Hindi is there. */
describe("the public pages' texts", () => {
  it("thank the sender in core's words", () => {
    expect(CONTACT_FORM.en.thankYou).toBe(CONTACT_THANK_YOU);
  });

  it("name the grievance topics as core does", () => {
    for (const [key, label] of Object.entries(GRIEVANCE_TOPICS)) expect(GRIEVANCE.en[key as keyof typeof GRIEVANCE.en]).toBe(label);
  });

  it("answer the contact forms' mistakes in Hindi on a Hindi page, and leave English as it is", () => {
    const messages = [...Object.values(CONTACT_MESSAGES), ...Object.values(LISTING_MESSAGES)];
    for (const text of messages) expect(translateMessage(text, "hi"), text).toMatch(/[\u0900-\u097F]/);
    for (const text of messages) expect(translateMessage(text, "en")).toBe(text);
  });
});
