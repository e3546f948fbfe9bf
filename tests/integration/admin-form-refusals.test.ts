import { beforeAll, describe, expect, it } from "vitest";
import type { Services } from "@core/services";
import { createHandlerTestServices } from "../support/api";
import { makeMember } from "../support/community";
import { signedInRequest } from "../support/web";
import { action as couponAction } from "../../app/routes/admin/admin.coupons.$code";

/**
 * A member's post to an admin form whose action asks for the admin inside its try (the coupon
 * page): the admin sign-in redirect that requireAdmin throws is the answer, not a form error. It was
 * caught and shown as "An unexpected error occurred." with a 500 (found while building issue 32's
 * grievance pages); describeError now throws any Response on.
 */
let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("admin-form-refusals");
});

const outcome = (work: Promise<unknown>) =>
  work.then(
    (value) => ({ returned: value }),
    (thrown: unknown) => ({ thrown }),
  );

describe("a member posting to an admin coupon form", () => {
  for (const form of [{ intent: "end" }, { intent: "recount" }]) {
    it(`(${form.intent}) is sent to the admin sign-in, not shown a 500`, async () => {
      const member = await makeMember(svc, `Coupon Poster ${form.intent}`);
      const request = await signedInRequest(svc, member.id, "/admin/coupons/WELCOME50", { form });
      const result = await outcome(couponAction({ request, params: { code: "WELCOME50" }, context: {} }));
      expect("thrown" in result, "the redirect is thrown, not returned as a form reply").toBe(true);
      const response = (result as { thrown: Response }).thrown;
      expect(response).toBeInstanceOf(Response);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/admin\/signin/);
    });
  }
});
