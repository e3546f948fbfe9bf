import type { z } from "zod";
import { ValidationError } from "./errors";

/** Parses input with a schema; a failure is a ValidationError with the first message and every message per field. */
export function parseWith<S extends z.ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  return throwValidation(result.error);
}

export function validationFrom(error: z.ZodError): ValidationError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return new ValidationError(error.issues[0]?.message ?? "Invalid request.", fieldErrors);
}

/** Refuses a form on one field: its message shows under that field and at the top. */
export function refuseField(field: string, message: string): never {
  throw new ValidationError(message, { [field]: [message] });
}

function throwValidation(error: z.ZodError): never {
  throw validationFrom(error);
}
