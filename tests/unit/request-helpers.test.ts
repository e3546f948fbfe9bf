import { describe, expect, it } from "vitest";
import { ForbiddenError, NotFoundError, ValidationError } from "@core/errors";
import { notFoundOn, orNotFound } from "~/utils/http.server";
import { fromCursor, restartOnBadCursor } from "~/utils/page-cursor.server";

/** Issue 30 §2: "not found → 404" and "bad page cursor → first page", each said once in app/utils. */
async function thrown(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof Response) return error.status;
  return (error as { init?: { status?: number } }).init?.status;
}

describe("not found → 404", () => {
  it("turns core's NotFoundError into the not-found page and passes what core found", async () => {
    expect(statusOf(await thrown(() => orNotFound(Promise.reject(new NotFoundError("Booking not found.")))))).toBe(404);
    await expect(orNotFound(Promise.resolve("found"))).resolves.toBe("found");
  });

  it("leaves any other refusal to the page (a form's message, a 403)", async () => {
    const refusal = new ForbiddenError("Not yours.");
    expect(await thrown(() => orNotFound(Promise.reject(refusal)))).toBe(refusal);
    expect(() => notFoundOn(refusal)).not.toThrow();
    expect(statusOf(await thrown(() => notFoundOn(new NotFoundError("x"))))).toBe(404);
  });
});

describe("bad page cursor → first page", () => {
  const pages = async (cursor: string | null) => {
    if (cursor === "edited") throw new ValidationError("Invalid page cursor.");
    return cursor ? `page after ${cursor}` : "first page";
  };

  it("reads the first page for a cursor core refuses, and the asked page otherwise", async () => {
    await expect(fromCursor("edited", pages)).resolves.toBe("first page");
    await expect(fromCursor("abc", pages)).resolves.toBe("page after abc");
    await expect(fromCursor(null, pages)).resolves.toBe("first page");
  });

  it("does not hide a refusal that is not the cursor's", async () => {
    const failing = async () => {
      throw new ValidationError("Please check the search details.");
    };
    await expect(fromCursor(null, failing)).rejects.toThrow("Please check the search details.");
    await expect(fromCursor("abc", () => Promise.reject(new ForbiddenError("no")))).rejects.toThrow("no");
  });

  it("sends a page whose address holds the cursor back to its first page", async () => {
    const redirect = await thrown(() => pages("edited").catch(restartOnBadCursor("edited", "/community/x/moderator")));
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).status).toBe(302);
    expect((redirect as Response).headers.get("Location")).toBe("/community/x/moderator");
  });
});
