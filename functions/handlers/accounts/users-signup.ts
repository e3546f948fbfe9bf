import { signUp } from "@core/account/account-service";
import { toPublicUser } from "@core/account/user";
import { services } from "@core/services";
import { metaOf } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** POST /api/users/signup (JSON: name, email, password, confirmPassword, isConsentGiven; optional wantsOffers, the offers opt-in). */
export const handler = httpHandler(async (req) => {
  const user = await signUp(services(), await req.fields(), metaOf(req));
  return {
    status: 201,
    body: { message: "You have successfully created an account. Please sign in.", user: toPublicUser(user) },
  };
});
