import type { BanLength } from "@core/moderation/moderation-texts";
import type { BanFormMessages, BanPageMessages, UnbanPageMessages } from "./ban.server";
import type { ModeratorPanelMessages } from "./panel.server";
import type { ReportedPostsMessages } from "./reported.server";

/**
 * The moderation pages' text types for their components (which never import `.server` modules, as
 * frame.ts does for the frame): the catalogues stay on the server, the loaders send one language.
 */
export type { BanFormMessages, BanPageMessages, ModeratorPanelMessages, ReportedPostsMessages, UnbanPageMessages };

/** The ban form's texts and its length choices (value: core's key, label in the page's language). */
export interface BanFormTexts {
  t: BanFormMessages;
  lengths: { value: BanLength; label: string }[];
}
