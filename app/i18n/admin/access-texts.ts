/**
 * The admin frame's and access pages' message types for their components (components import no
 * `.server` module): the catalogues stay server-only, and a loader (the root's, for the frame) sends
 * only the page's language. Named for this part, so the other admin contexts keep their own.
 */
export type { AdminFrameMessages } from "./frame.server";
export type { DashboardFiguresMessages } from "./dashboard.server";
