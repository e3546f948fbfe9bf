import { banMember, unbanMember } from "@core/moderation/bans";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : undefined);

/**
 * POST /api/communities/{id}/ban/{userId} {reason, length: "1d"|"7d"|"30d"|"permanent"} and
 * POST /api/communities/{id}/unban/{userId} {reason?} (spec §7; issue 13). This community's
 * moderators only (403 otherwise); a moderator cannot ban themselves or another moderator.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const table = services().table;
  const [communityId, targetId] = [req.params.id ?? "", req.params.userId ?? ""];
  const fields = await req.fields();
  // Cut well above core's limits, so core's message is the one a client sees.
  const reason = text(fields.reason, 5000);
  if (req.path.split("/").at(-2) === "unban") {
    await unbanMember(services(), caller, communityId, targetId, { reason });
    return { body: { message: "The member is no longer banned.", banned: false } };
  }
  const ban = await banMember(table, caller, communityId, targetId, { reason, length: text(fields.length, 20) });
  return { status: 201, body: { message: "The member is banned.", banned: true, ban } };
});
