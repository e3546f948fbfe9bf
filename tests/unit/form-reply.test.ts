import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { describeError, invalidSubmission, replyWithError, replyWithRefusal } from "~/utils/form.server";
import { signInSchema, signUpSchema } from "@core/account/schemas";
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from "@core/errors";

function form(entries: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.append(name, value);
  return body;
}

/** The page's language comes from the `sp_lang` cookie when there is one (no session is read). */
const english = new Request("http://localhost/", { headers: { cookie: "sp_lang=en" } });
const hindi = new Request("http://localhost/", { headers: { cookie: "sp_lang=hi", "accept-language": "en" } });

describe("the form kit's server half", () => {
  it("answers in the page's language (decision 059)", async () => {
    const hidden = await replyWithRefusal(hindi, new Error("table gone"), { logMessage: "delete failed" });
    expect(hidden.data.result.error).toEqual({ "": ["कोई अनपेक्षित गड़बड़ी हुई।"] });
    const refused = await replyWithError(
      hindi,
      parseWithZod(form({ email: "a@example.com", password: "Parking#2026" }), { schema: signInSchema }),
      new NotFoundError(),
      { logMessage: "x" },
    );
    expect(refused.data.result.error).toEqual({ "": ["नहीं मिला।"] });
    expect(describeError(new NotFoundError(), { language: "hi" }).formErrors).toEqual(["नहीं मिला।"]);
    expect(describeError(new NotFoundError()).formErrors).toEqual(["Not found."]);
  });

  it("puts a ValidationError's messages on the form's fields, renamed where core's names differ", () => {
    const error = new ValidationError("bad", { vehicle_number: ["Not a plate."], _: ["Whole form."] });
    expect(describeError(error, { fieldNames: { vehicle_number: "vehicleNumber" } })).toEqual({
      formErrors: ["Whole form."],
      fieldErrors: { vehicleNumber: ["Not a plate."] },
      status: 400,
    });
  });

  it("gives a field-less domain error to the form, or to the field it is about", () => {
    expect(describeError(new UnauthorizedError("Invalid email or password."))).toEqual({
      formErrors: ["Invalid email or password."],
      fieldErrors: {},
      status: 401,
    });
    const fieldFor = (e: unknown) => (e instanceof ConflictError ? "vehicleNumber" : undefined);
    expect(describeError(new ConflictError("Taken."), { fieldFor })).toEqual({
      formErrors: [],
      fieldErrors: { vehicleNumber: ["Taken."] },
      status: 409,
    });
  });

  it("shows nothing of an unexpected error", () => {
    expect(describeError(new Error("ECONNREFUSED 10.0.0.1"))).toEqual({
      formErrors: ["An unexpected error occurred."],
      fieldErrors: {},
      status: 500,
    });
    expect(describeError(new Error("x"), { unexpected: "An error occurred" }).formErrors).toEqual(["An error occurred"]);
  });

  it("answers with Conform's reply and the status, never sending back hidden fields", async () => {
    const submission = parseWithZod(form({ email: "a@example.com", password: "secret" }), { schema: signInSchema });
    const response = await replyWithError(english, submission, new UnauthorizedError("Invalid email or password."), {
      hideFields: ["password"],
      logMessage: "unused",
    });
    expect(response.init?.status).toBe(401);
    expect(response.data.result.error).toEqual({ "": ["Invalid email or password."] });
    expect(response.data.result.initialValue).toEqual({ email: "a@example.com" });
  });

  it("refuses mismatched passwords from the schema, as the browser does", async () => {
    const submission = parseWithZod(
      form({ name: "Meera", email: "m@example.com", password: "Parking#2026", confirmPassword: "Parking#2099", isConsentGiven: "on" }),
      { schema: signUpSchema },
    );
    const response = await invalidSubmission(english, submission, { hideFields: ["password", "confirmPassword"] });
    expect(response.init?.status).toBe(400);
    expect(response.data.result.error).toEqual({ confirmPassword: ["Passwords do not match"] });
    expect(response.data.result.initialValue).toEqual({ name: "Meera", email: "m@example.com", isConsentGiven: "on" });
  });

  it("answers a lone button's refusal as the form's message, with the status and what travels beside it", async () => {
    const response = await replyWithRefusal(english, new ConflictError("This booking can no longer be cancelled."), {
      logMessage: "unused",
      extra: { bookingId: "b1" },
    });
    expect(response.init?.status).toBe(409);
    expect(response.data.bookingId).toBe("b1");
    expect(response.data.result).toEqual({ status: "error", error: { "": ["This booking can no longer be cancelled."] } });
    const hidden = await replyWithRefusal(english, new Error("table gone"), { logMessage: "delete failed" });
    expect(hidden.init?.status).toBe(500);
    expect(hidden.data.result.error).toEqual({ "": ["An unexpected error occurred."] });
    expect((await replyWithRefusal(english, new NotFoundError(""), { logMessage: "x", refused: "Failed." })).data.result.error).toEqual({
      "": ["Failed."],
    });
  });
});
