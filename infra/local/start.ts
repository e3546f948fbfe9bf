// First: React chooses its production or development build from NODE_ENV when it is first loaded.
import "./production-mode";
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";
import { handler as reconcile } from "../../functions/handlers/jobs/reconcile";
import { handler as sweep } from "../../functions/handlers/jobs/sweep";
import { handler as checkContent } from "../../functions/handlers/jobs/content-check";
import { handler as sendReminder } from "../../functions/handlers/jobs/reminder";
import { handler as prepareExports } from "../../functions/handlers/jobs/data-export";
import { handler as sendOfferMails } from "../../functions/handlers/jobs/offer-mail";
import { MissingJavaError } from "./dynamodb-local";
import { E2E_ACCOUNTS, seedDemoAccounts } from "./seed/accounts";
import { seedDemoCommunities } from "./seed/communities";
import { seedCommunityContent } from "./seed/community-posts";
import { seedDemoCoupons } from "./seed/coupons";
import { seedDemoData } from "./seed/seed";
import { seedDemoFavourites } from "./seed/favourites";
import { seedDemoBookings } from "./seed/bookings";
import { createWebApp } from "./server";
import { startLocalStack } from "./stack";

/**
 * `npm start` / `npm run dev`: the whole product on this machine with no cloud account.
 *   --dev      Vite dev server with hot reload instead of the production build
 *   --memory   keep nothing: a fresh in-memory table and a temporary bucket (used by e2e tests)
 * PORT (default 3000) and HOST (default 127.0.0.1) choose the address; DATA_DIR the data folder.
 */
const ROOT = resolve(import.meta.dirname, "../..");

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  const memory = process.argv.includes("--memory");
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "127.0.0.1";
  const origin = `http://localhost:${port}`;
  const dataDir = memory ? undefined : resolve(process.env.DATA_DIR ?? join(ROOT, ".data"));

  const started = Date.now();
  const stack = await startLocalStack({ dataDir, appOrigin: origin });
  const [seed, community] = await Promise.all([
    seedDemoData(services()),
    // The community's members, posts and media need the demo accounts and the communities first.
    seedDemoAccounts(services())
      // Only for the e2e run's server (APP_ENV=test): admins who have not set up an authenticator yet.
      .then(() => (services().config.APP_ENV === "test" ? seedDemoAccounts(services(), E2E_ACCOUNTS) : 0))
      .then(() => seedDemoCommunities(services()))
      .then(() => timed(() => seedCommunityContent(services()))),
    seedDemoCoupons(services()),
  ]);
  // The demo driver's favourite car park needs both the car parks and the accounts.
  await seedDemoFavourites(services());
  // Its vehicles and a booking in every tab (the operator checks one in): car parks, accounts, coupons first.
  await seedDemoBookings(services());
  const app = await createWebApp({ dev });
  const server: Server = await new Promise((ok) => {
    const s = app.listen(port, host, () => ok(s));
  });
  // Node closes an idle keep-alive socket after 5 s; a client (a browser, Playwright's request context)
  // that sends on it at that moment gets ECONNRESET. Keep idle sockets longer than clients do, as a
  // load balancer in front of Node would (headersTimeout must exceed keepAliveTimeout).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  log.info("SMART PARKING is running", {
    url: origin,
    mode: dev ? "dev" : "production-build",
    data: dataDir ?? "in memory",
    seeded: seed.seeded,
    parkings: seed.parkings,
    communityContent: { seeded: community.seeded, posts: community.posts, ms: community.ms },
    startupMs: Date.now() - started,
  });
  process.stdout.write(`\n  SMART PARKING → ${origin}\n\n`);

  // The local stand-in for the scheduled sweeper Lambda: unpaid holds give their spaces back, failed refunds are retried.
  const sweeper = setInterval(() => void sweep().catch((error: unknown) => log.warn("sweep failed", errorFields(error))), 60_000);
  sweeper.unref();
  // And for the content-check function's schedule: held posts' checks are retried, unanswered drafts expire.
  const contentChecks = setInterval(
    () => void checkContent().catch((error: unknown) => log.warn("content check sweep failed", errorFields(error))),
    60_000,
  );
  contentChecks.unref();
  // And for the payment reconciler Lambda (every 15 minutes in AWS; every 5 here, so a payment the
  // test gateway captured without telling anyone is settled while the developer still waits).
  const reconciler = setInterval(
    () => void reconcile().catch((error: unknown) => log.warn("reconcile failed", errorFields(error))),
    5 * 60_000,
  );
  reconciler.unref();
  // And for EventBridge Scheduler: the local scheduler's due reminders run every 30 seconds (decision 027).
  const reminders = setInterval(() => void runDueReminders(), 30_000);
  reminders.unref();
  // And for the data-export job (every minute in AWS; every 5 seconds here, so "Your data" is ready while the member looks).
  const exports = setInterval(
    () => void prepareExports().catch((error: unknown) => log.warn("data export run failed", errorFields(error))),
    5_000,
  );
  exports.unref();
  // And for the offer mail job (every minute in AWS, sending for 50 s; every 5 seconds here, for 4 s: OFFER_SEND_BUDGET_MS).
  process.env.OFFER_SEND_BUDGET_MS ??= "4000";
  const offers = setInterval(
    () => void sendOfferMails().catch((error: unknown) => log.warn("offer mail run failed", errorFields(error))),
    5_000,
  );
  offers.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("stopping", { signal });
    clearInterval(sweeper);
    clearInterval(contentChecks);
    clearInterval(reconciler);
    clearInterval(reminders);
    clearInterval(exports);
    clearInterval(offers);
    server.close();
    server.closeAllConnections();
    await stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

/** The local scheduler's due jobs, each through the reminder Lambda's own handler. */
async function runDueReminders(): Promise<void> {
  const scheduler = services().localScheduler;
  if (!scheduler) return;
  try {
    const { failed } = await scheduler.runDue(new Date(), (payload) => sendReminder(payload));
    for (const { name, error } of failed) log.warn("reminder job failed", { name, ...errorFields(error) });
  } catch (error) {
    log.warn("reminder run failed", errorFields(error));
  }
}

async function timed<T extends object>(work: () => Promise<T>): Promise<T & { ms: number }> {
  const t0 = Date.now();
  const result = await work();
  return { ...result, ms: Date.now() - t0 };
}

main().catch((error: unknown) => {
  if (error instanceof MissingJavaError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    log.error("could not start the local stack", errorFields(error));
  }
  process.exit(1);
});
