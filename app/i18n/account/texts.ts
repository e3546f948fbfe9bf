/**
 * The account pages' message types for their components (components import no `.server` module):
 * the catalogues themselves stay server-only, and a loader sends only the page's language.
 */
export type { AccountLayoutMessages, SettingsNavMessages } from "./layout.server";
export type { DevicesMessages } from "./devices.server";
export type { ProfileMessages } from "./profile.server";
export type { VehicleEditorMessages, VehiclesMessages } from "./vehicles.server";
