import { z } from "zod";

/**
 * The operator's gate form (check in or check out by booking code or QR text). Its own module,
 * free of the table, because the page checks it in the browser too (the form kit, decision 010);
 * what the code means is operator.ts's business (parseBookingCode, findBookingByCode).
 */
export const GATE_MESSAGES = {
  codeRequired: "Type the booking code or paste the QR text.",
  codeTooLong: "A booking code or QR text is at most 200 characters.",
  intent: "Choose Check in or Check out.",
} as const;

export const gateSchema = z.object({
  code: z
    .string({ required_error: GATE_MESSAGES.codeRequired })
    .trim()
    .min(1, GATE_MESSAGES.codeRequired)
    .max(200, GATE_MESSAGES.codeTooLong),
  intent: z.enum(["check-in", "check-out"], { errorMap: () => ({ message: GATE_MESSAGES.intent }) }),
});
