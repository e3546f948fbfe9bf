import { data } from "@remix-run/node";
import type { FormReply } from "~/components/kit/forms";

/**
 * A form kit reply (`invalidSubmission`, `replyWithError`) tagged with the form it answers, for a
 * page whose action serves several forms (the checkout's coupon entry and its Confirm): the page
 * hands each form only its own reply. `replyWithRefusal` has `extra` for the same purpose.
 */
type KitReply = ReturnType<typeof data<FormReply>>;

export function replyFor<Form extends string>(form: Form, reply: KitReply) {
  return data({ form, ...reply.data }, reply.init ?? undefined);
}
