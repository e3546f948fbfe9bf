import { createRequestHandler } from "@remix-run/node";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { findUserByEmail, getUser, updateUser } from "@core/account/user-store";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { createHandlerTestServices } from "../support/api";
import { remixBuild } from "../support/remix-build";

/**
 * The admin area's language (issue 35, decision 058): the cookie, else the browser's; never a
 * member's profile, and the switch from an admin page goes back to it and writes no profile.
 * Through the real root, the admin sign-in page and the /language route.
 */
vi.mock("virtual:islands", () => ({ default: {} }));

const entryServer = await import("../../app/entry.server");
const root = await import("../../app/root");
const signin = await import("../../app/routes/admin/admin.signin");
const language = await import("../../app/routes/public/language");
const session = await import("../../app/utils/session.server");

let svc: Services;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  svc = await createHandlerTestServices("admin-language");
  await seedDemoAccounts(svc);
  const handler = createRequestHandler(
    remixBuild(entryServer, [
      { id: "root", path: "", module: root },
      { id: "routes/admin/admin.signin", parentId: "root", path: "admin/signin", module: signin },
      { id: "routes/language", parentId: "root", path: "language", module: language },
    ]),
    "production",
  );
  handle = (request) => handler(request);
});

const get = (path: string, cookie?: string, acceptLanguage = "en-IN") =>
  handle(new Request(`http://localhost${path}`, { headers: { "accept-language": acceptLanguage, ...(cookie ? { cookie } : {}) } }));

describe("the admin area's language", () => {
  it("is the cookie's, else the browser's, and the header's switch is there before signing in", async () => {
    const hindi = await (await get("/admin/signin", "sp_lang=hi")).text();
    expect(hindi).toContain('<html lang="hi-IN"');
    expect(hindi).toContain("एडमिन साइन इन");
    expect(hindi).toMatch(/href="\/language\?to=en&amp;back=%2Fadmin%2Fsignin"/);
    const english = await (await get("/admin/signin")).text();
    expect(english).toContain('<html lang="en-IN"');
    expect(english).toContain("Admin sign in");
    expect(english).toMatch(/href="\/language\?to=hi&amp;back=%2Fadmin%2Fsignin"/);
    expect(await (await get("/admin/signin", undefined, "hi,en;q=0.8")).text()).toContain('<html lang="hi-IN"');
  });

  it("reads no member's profile", async () => {
    const driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
    await updateUser(svc.table, driver.id, { language: "hi" });
    const member = (await session.startSession({ userId: driver.id, kind: "user" }, "/")).headers.get("Set-Cookie")!.split(";")[0]!;
    expect(await (await get("/admin/signin", member)).text()).toContain('<html lang="en-IN"');
    await updateUser(svc.table, driver.id, { language: "en" });
  });

  it("is switched from an admin page back to the same page, writing nothing on the admin's profile", async () => {
    const admin = (await findUserByEmail(svc.table, "admin@example.com"))!;
    const cookie = (await session.startAdminSession({ userId: admin.id })).split(";")[0]!;
    const switched = await get("/language?to=hi&back=/admin/logs?kind=admin", cookie);
    expect(switched.status).toBe(302);
    expect(switched.headers.get("Location")).toBe("/admin/logs?kind=admin");
    expect(switched.headers.get("Set-Cookie")).toMatch(/^sp_lang=hi;/);
    expect((await getUser(svc.table, admin.id))!.language).toBe(admin.language);
  });

  it("leaves a member signed in on the same browser as they were: switching from an admin page sets the cookie only", async () => {
    const driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
    await updateUser(svc.table, driver.id, { language: "en" });
    const member = (await session.startSession({ userId: driver.id, kind: "user" }, "/")).headers.get("Set-Cookie")!.split(";")[0]!;
    const fromAdmin = await get("/language?to=hi&back=/admin/signin", member);
    expect(fromAdmin.headers.get("Set-Cookie")).toMatch(/^sp_lang=hi;/);
    expect((await getUser(svc.table, driver.id))!.language).toBe("en");
    // From a member's page the same switch saves it on their profile.
    await get("/language?to=hi&back=/dashboard", member);
    expect((await getUser(svc.table, driver.id))!.language).toBe("hi");
    await updateUser(svc.table, driver.id, { language: "en" });
  });
});
