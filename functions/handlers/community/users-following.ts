import { z } from "zod";
import { followingList } from "@core/community/profiles";
import { services } from "@core/services";
import { parseWith } from "@core/validation";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const query = z.object({ cursor: z.string().max(1000).optional() });

/**
 * GET /api/users/following → [{_id, avatar, name, location, followingSince}] (spec §3), most
 * recently followed first, 100 at a time. The spec's answer is an array, so the next page's cursor
 * travels in the `x-next-cursor` header (absent on the last page); pass it back as `?cursor=`.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const { cursor } = parseWith(query, req.query);
  const page = await followingList(services().table, caller, { cursor });
  const headers: Record<string, string> = page.cursor ? { "x-next-cursor": page.cursor } : {};
  return { body: page.entries, headers };
});
