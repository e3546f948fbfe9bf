import { z } from "zod";

/** A switch as an HTML checkbox posts it: "on" when on, nothing when off (so missing is off). */
const onOff = z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean());

/** Settings → Mail's form: the three switches, all of them every time (the page shows all three). */
export const mailPreferencesSchema = z.object({ reminders: onOff, community: onOff, offers: onOff });
export type MailPreferencesInput = z.infer<typeof mailPreferencesSchema>;
