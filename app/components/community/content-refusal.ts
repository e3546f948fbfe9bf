/**
 * The content check's refusal of a post as the pages carry it (spec community.md §4, §8; issue 12):
 * the 403's `type` with what its modal needs. Read from a JSON refusal's body with JavaScript, or
 * from the action's data without it.
 */
export type ContentRefusal =
  | { type: "inappropriateContent"; message: string }
  | { type: "categoryMismatch"; message: string; community: string; recommendedCommunity: string }
  | { type: "failedDetection"; message: string; confirmationToken: string };

/** A refusal body (`{message, type, …}`) as a ContentRefusal, or null for any other error. */
export function contentRefusalOf(body: Record<string, unknown> | undefined): ContentRefusal | null {
  if (!body || typeof body.message !== "string") return null;
  const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
  if (body.type === "inappropriateContent") return { type: body.type, message: body.message };
  if (body.type === "categoryMismatch" && text("recommendedCommunity"))
    return { type: body.type, message: body.message, community: text("community"), recommendedCommunity: text("recommendedCommunity") };
  if (body.type === "failedDetection" && text("confirmationToken"))
    return { type: body.type, message: body.message, confirmationToken: text("confirmationToken") };
  return null;
}
