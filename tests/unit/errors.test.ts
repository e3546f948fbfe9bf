import { describe, expect, it } from "vitest";
import { ConflictError, NotFoundError, RateLimitedError, toErrorResponse, ValidationError } from "@core/errors";

describe("error mapping", () => {
  it("maps domain errors to their status and message", () => {
    expect(toErrorResponse(new ValidationError("Passwords do not match."))).toEqual({
      status: 400,
      body: { message: "Passwords do not match." },
    });
    expect(toErrorResponse(new NotFoundError()).status).toBe(404);
    expect(toErrorResponse(new ConflictError("Taken")).status).toBe(409);
    expect(toErrorResponse(new RateLimitedError()).status).toBe(429);
  });

  it("hides anything unexpected behind the catalogue's text", () => {
    expect(toErrorResponse(new Error("ECONNREFUSED 10.0.0.1 secret detail"))).toEqual({
      status: 500,
      body: { message: "An unexpected error occurred." },
    });
    expect(toErrorResponse("a string")).toEqual({ status: 500, body: { message: "An unexpected error occurred." } });
  });
});
