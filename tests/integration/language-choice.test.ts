import { createRequestHandler } from "@remix-run/node";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { findUserByEmail, getUser, updateUser } from "@core/account/user-store";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { createHandlerTestServices } from "../support/api";
import { remixBuild } from "../support/remix-build";

/**
 * Issue 35 §2 (decision 058): the switch remembers the choice on the member's profile when signed
 * in, and a member's page is in the profile's language on a browser without the cookie (a new
 * device); the cookie still wins. Through the real root, home page and /language route.
 */
vi.mock("virtual:islands", () => ({ default: {} }));

const entryServer = await import("../../app/entry.server");
const root = await import("../../app/root");
const home = await import("../../app/routes/public/_index");
const language = await import("../../app/routes/public/language");
const session = await import("../../app/utils/session.server");

let svc: Services;
let handle: (request: Request) => Promise<Response>;
let sessionCookie: string;
let driverId: string;

beforeAll(async () => {
  svc = await createHandlerTestServices("language-choice");
  await seedDemoAccounts(svc);
  driverId = (await findUserByEmail(svc.table, "driver@example.com"))!.id;
  sessionCookie = (await session.startSession({ userId: driverId, kind: "user" }, "/")).headers.get("Set-Cookie")!.split(";")[0]!;
  const handler = createRequestHandler(
    remixBuild(entryServer, [
      { id: "root", path: "", module: root },
      { id: "routes/_index", parentId: "root", index: true, module: home },
      { id: "routes/language", parentId: "root", path: "language", module: language },
    ]),
    "production",
  );
  handle = (request) => handler(request);
});

const get = (path: string, cookie?: string) =>
  handle(
    new Request(`http://localhost${path}`, { headers: cookie ? { cookie, "accept-language": "en-IN" } : { "accept-language": "en-IN" } }),
  );
const langOf = async (response: Response) => /<html lang="([^"]+)"/.exec(await response.text())?.[1];

describe("the language on the member's profile", () => {
  it("is saved by the switch when signed in, and a new browser of theirs opens in it; the cookie wins", async () => {
    expect(await langOf(await get("/", sessionCookie))).toBe("en-IN");

    const switched = await get("/language?to=hi&back=/", sessionCookie);
    expect(switched.status).toBe(302);
    expect(switched.headers.get("Location")).toBe("/");
    expect(switched.headers.get("Set-Cookie")).toMatch(/^sp_lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect((await getUser(svc.table, driverId))!.language).toBe("hi");

    // Another browser: the session, no language cookie, an English Accept-Language.
    const page = await get("/", sessionCookie);
    const html = await page.text();
    expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe("hi-IN");
    expect(html).toContain("हम पार्किंग आसान बनाते हैं - कभी भी, कहीं भी");
    // The cookie, where there is one, wins over the profile.
    expect(await langOf(await get("/", `${sessionCookie}; sp_lang=en`))).toBe("en-IN");
    // A visitor on that browser gets no profile's language.
    expect(await langOf(await get("/"))).toBe("en-IN");
    await updateUser(svc.table, driverId, { language: "en" });
  });

  it("is not written for a visitor, and an unknown language changes nothing", async () => {
    const visitor = await get("/language?to=hi&back=/about");
    expect(visitor.headers.get("Location")).toBe("/about");
    expect(visitor.headers.get("Set-Cookie")).toMatch(/^sp_lang=hi;/);
    const unknown = await get("/language?to=xx&back=/", sessionCookie);
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
    expect((await getUser(svc.table, driverId))!.language).toBe("en");
  });
});
