import { z } from "zod";
import { listBans } from "@core/moderation/bans";
import { readModLog } from "@core/moderation/mod-log";
import { communityMembers, communityModerators, reportedPosts } from "@core/moderation/moderation-queue";
import { requireModerator } from "@core/community/moderator-rule";
import { NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { parseWith } from "@core/validation";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const query = z.object({ cursor: z.string().max(1000).optional() });

/**
 * What a community's moderators read (spec §7; issue 13), one handler, the list is the path's last
 * segment: GET /api/communities/{id}/reported-posts → {reportedPosts, cursor}, /members → {members,
 * cursor}, /moderators → {moderators}, /banned → {banned}, /mod-log → {entries, cursor}. Core asks the
 * moderation rule first in each: anyone but this community's moderators gets 403 and nothing else.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const table = services().table;
  const id = req.params.id ?? "";
  const { cursor } = parseWith(query, req.query);
  switch (req.path.split("/").pop()) {
    case "reported-posts": {
      const page = await reportedPosts(table, caller, id, { cursor });
      return {
        body: {
          reportedPosts: page.posts.map((r) => ({
            _id: r.post.id,
            content: r.post.content,
            author: { _id: r.post.authorId, name: r.authorName },
            createdAt: r.post.createdAt,
            reportCount: r.reportCount,
            reasons: r.reasons,
            details: r.details,
            lastReportedAt: r.lastReportedAt,
          })),
          cursor: page.cursor ?? null,
        },
      };
    }
    case "members": {
      const page = await communityMembers(table, caller, id, { cursor });
      return { body: { members: page.members.map((m) => ({ _id: m.userId, ...m })), cursor: page.cursor ?? null } };
    }
    case "moderators":
      return { body: { moderators: (await communityModerators(table, caller, id)).map((m) => ({ _id: m.userId, ...m })) } };
    case "banned": {
      const community = await requireModerator(table, caller, id);
      return { body: { banned: await listBans(table, community) } };
    }
    case "mod-log": {
      await requireModerator(table, caller, id);
      const page = await readModLog(table, id, { cursor });
      return { body: { entries: page.entries, cursor: page.cursor ?? null } };
    }
    default:
      throw new NotFoundError();
  }
});
