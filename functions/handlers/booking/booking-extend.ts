import { changeHandler } from "./booking-change";

/** POST /api/booking/extend-booking/{id} {outTime}: a later departure (see booking-change.ts). */
export const handler = changeHandler("extend");
