import { ESLint } from "eslint";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The architecture's "never" rules are lint rules (eslint.config.js). A rule whose pattern is wrong
 * would pass silently, so each one is shown a file that breaks it, and a file that keeps it.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const cases: [rule: string, file: string, bad: string, good: string, message: RegExp][] = [
  [
    "routes never import handlers",
    "app/routes/account/_app.example.tsx",
    'import { handler } from "../../../functions/handlers/accounts/users-get";',
    'import { listVehicles } from "@core/vehicle/vehicle-service";',
    /never Lambda handlers/,
  ],
  [
    "route modules do not import other route modules",
    "app/routes/account/_app.example.tsx",
    'import { BackLink } from "./_app.vehicles_.new";',
    'import { BackLink } from "~/components/account/vehicle-form";',
    /never import each other/,
  ],
  [
    "a route reaches another context only through its parts/",
    "app/routes/booking/_app.example.tsx",
    'import { loader } from "~/routes/account/_app.profile";',
    'import { checkoutView } from "~/routes/booking/parts/checkout-view.server";',
    /never import each other/,
  ],
  [
    "a route imports no route module of another context",
    "app/routes/booking/_app.example.tsx",
    'import { loader } from "../account/_app.profile";',
    'import { photoLimits } from "../account/parts/profile-photo.server";',
    /never import each other/,
  ],
  [
    "a route's parts never import route modules",
    "app/routes/booking/parts/example.server.ts",
    'import { loader } from "../_app.booking";',
    'import { replyFor } from "./reply-for.server";',
    /parts never import route modules/,
  ],
  [
    "core imports no React",
    "functions/core/example.ts",
    'import { useState } from "react";',
    'import { z } from "zod";',
    /no React in functions\/core/,
  ],
  [
    "core imports no Remix",
    "functions/core/example.ts",
    'import { redirect } from "@remix-run/node";',
    'import { z } from "zod";',
    /no Remix/,
  ],
  [
    "core imports no app code",
    "functions/core/example.ts",
    'import { pageTitle } from "../../app/utils/brand";',
    'import { log } from "./log";',
    /never imports the web app/,
  ],
  [
    "core imports no handler",
    "functions/core/booking/example.ts",
    'import { httpHandler } from "../../handlers/shared/http";',
    'import { log } from "../log";',
    /never imports Lambda handlers/,
  ],
  [
    "community imports no moderation module",
    "functions/core/community/example.ts",
    'import { reportPost } from "../moderation/reports";',
    'import { activeBan } from "../moderation/ban-check";',
    /Community never imports moderation/,
  ],
  [
    "components do no data access",
    "app/components/account/Example.tsx",
    'import { services } from "@core/services";',
    'import { formatInr } from "@core/pricing/money";',
    /data access belongs in loaders/,
  ],
  [
    "components import no server module",
    "app/components/account/Example.tsx",
    'import { requireUser } from "~/utils/session.server";',
    'import { pageTitle } from "~/utils/brand";',
    /no server modules/,
  ],
  [
    "only ports import AWS SDKs",
    "functions/core/booking/example.ts",
    'import { DynamoDBClient } from "@aws-sdk/client-dynamodb";',
    'import { Table } from "../ports/table/table";',
    /Only functions\/core\/ports\/ talks to AWS/,
  ],
  [
    "only ports import Razorpay",
    "app/routes/account/_app.example.tsx",
    'import Razorpay from "razorpay";',
    'import { z } from "zod";',
    /talks to Razorpay/,
  ],
  [
    "islands need no Remix runtime",
    "app/islands/example-island.tsx",
    'import { Link } from "@remix-run/react";',
    'import { createRoot } from "react-dom/client";',
    /without the Remix runtime/,
  ],
  [
    "no Scan, anywhere",
    "functions/core/ports/table/example.ts",
    'import { ScanCommand } from "@aws-sdk/lib-dynamodb";',
    'import { QueryCommand } from "@aws-sdk/lib-dynamodb";',
    /No Scan/,
  ],
  [
    "no world city data at run time",
    "functions/core/places/example.ts",
    'import { City } from "country-state-city";',
    'import { INDIA } from "./india";',
    /8\.5 MiB/,
  ],
];

describe("architecture boundaries are linted", () => {
  it.each(cases)("%s", async (_rule, file, bad, good, message) => {
    const errors = await importErrors(file, `${bad}\nexport const used = [${bad.match(/import \{?\s*(\w+)/)![1]}];\n`);
    expect(
      errors.some((m) => message.test(m)),
      errors.join(" | ") || "no error",
    ).toBe(true);
    expect(await importErrors(file, `${good}\nexport const used = [${good.match(/import \{?\s*(\w+)/)![1]}];\n`)).toEqual([]);
  });

  it("keeps the SDK clients few functions call out of the cold start (decision 034)", async () => {
    const lint = async (code: string) =>
      ((await eslint.lintText(code, { filePath: resolve(ROOT, "functions/core/ports/files/example.ts") }))[0]?.messages ?? [])
        .filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports")
        .map((m) => m.message);
    expect(await lint('import { S3Client } from "@aws-sdk/client-s3";\nexport const used = [S3Client];\n')).toEqual([
      expect.stringMatching(/on first use/),
    ]);
    expect(await lint('import type { S3Client } from "@aws-sdk/client-s3";\nexport type Used = S3Client;\n')).toEqual([]);
    expect(await lint('export const load = () => import("@aws-sdk/client-s3");\n')).toEqual([]);
  });

  it("lets the ports themselves use the AWS SDK", async () => {
    expect(
      await importErrors(
        "functions/core/ports/table/example.ts",
        'import { DynamoDBClient } from "@aws-sdk/client-dynamodb";\nexport const used = [DynamoDBClient];\n',
      ),
    ).toEqual([]);
  });
});

describe("India time has one home (issue 30)", () => {
  const syntaxErrors = async (file: string, code: string) =>
    ((await eslint.lintText(code, { filePath: resolve(ROOT, file) }))[0]?.messages ?? [])
      .filter((m) => m.ruleId === "no-restricted-syntax")
      .map((m) => m.message);

  it.each([
    ["Intl through Asia/Kolkata", 'export const t = new Date().toLocaleString("en-IN", { timeZone: "Asia/Kolkata" });\n', /formatIndia/],
    ["the raw offset in minutes", "export const shifted = Date.now() + 330 * 60_000;\n", /\+05:30 offset/],
    ["the raw offset in hours", "export const shifted = Date.now() + 5.5 * 3600_000;\n", /\+05:30 offset/],
    ["another copy of the day's length", "export const DAY = 86_400_000;\n", /DAY_MS/],
  ])("refuses %s outside core's india-time.ts, in core and in the app", async (_what, code, message) => {
    for (const file of ["functions/core/booking/example.ts", "app/routes/account/_app.example.tsx"]) {
      const errors = await syntaxErrors(file, code);
      expect(
        errors.some((m) => message.test(m)),
        `${file}: ${errors.join(" | ") || "no error"}`,
      ).toBe(true);
    }
    expect(await syntaxErrors("functions/core/time/india-time.ts", code)).toEqual([]);
  });

  it("keeps a file that formats through india-time.ts", async () => {
    const code = 'import { DAY_MS, formatIndia } from "../time/india-time";\nexport const t = [formatIndia(new Date()), DAY_MS * 2];\n';
    expect(await syntaxErrors("functions/core/booking/example.ts", code)).toEqual([]);
  });
});

describe("texts of translated pages come from catalogues (issue 35, decision 059)", () => {
  const syntaxErrors = async (file: string, code: string) =>
    ((await eslint.lintText(code, { filePath: resolve(ROOT, file) }))[0]?.messages ?? [])
      .filter((m) => m.ruleId === "no-restricted-syntax")
      .map((m) => m.message);

  it("refuses a literal text, a literal in braces and a literal label on a translated page", async () => {
    const bad = 'export function X() {\n  return <p title="Your bookings">Sign in now{"or later"}</p>;\n}\n';
    const errors = await syntaxErrors("app/routes/public/_index.tsx", bad);
    expect(errors).toHaveLength(3);
    expect(errors.every((m) => /catalogue/.test(m))).toBe(true);
  });

  it("accepts texts from the catalogue, punctuation and numbers", async () => {
    const good =
      "export function X({ t }: { t: { title: string; body: string } }) {\n  return <p title={t.title}>{t.body} · 24 / 7</p>;\n}\n";
    expect(await syntaxErrors("app/routes/public/_index.tsx", good)).toEqual([]);
  });

  it("leaves pages not yet translated alone", async () => {
    expect(await syntaxErrors("app/routes/admin/admin.example.tsx", "export const X = () => <p>Sign in now</p>;\n")).toEqual([]);
  });
});
