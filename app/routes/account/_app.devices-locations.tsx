import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { formatIndia } from "~/utils/india-time";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { z } from "zod";
import { SettingsNav } from "~/components/account/SettingsNav";
import { actionsFor, DEVICE_INTENTS, DeviceSection, type DeviceReply, type PublicContext } from "~/components/account/DeviceCards";
import { pageTitle } from "~/utils/brand";
import { replyWithRefusal } from "~/utils/form.server";
import { requireUser } from "~/utils/session.server";
import { groupDevices, listContexts, setContextStatus, toPublicContext } from "@core/account/device-context";
import { DomainError, ForbiddenError, NotFoundError, UNEXPECTED_MESSAGE } from "@core/errors";
import { services } from "@core/services";
import { blockDevice, removeDevice } from "@core/account/account-service";
import { fill } from "~/i18n/catalogue";
import { DEVICES, type DevicesMessages } from "~/i18n/account/devices.server";
import { SETTINGS_NAV, type SettingsNavMessages } from "~/i18n/account/layout.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * Devices and locations (the side menu's "Setting"): where the account signs in from. Every read
 * and change goes through the caller's own user key; the form names a device, never a user.
 */
const DONE = ["blocked", "unblocked", "removed"] as const;
type Done = (typeof DONE)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, session } = await requireUser(request);
  const language = await pageLanguage(request);
  const t = DEVICES.pick(language) as DevicesMessages;
  const contexts = (await listContexts(services().table, user.id))
    .map((c): PublicContext => {
      const shown = toPublicContext(c);
      return {
        ...shown,
        browser: shownName(shown.browser, t),
        os: shownName(shown.os, t),
        location: shownName(shown.location, t),
        firstSeen: formatIndia(shown.firstSeenAt, language),
        lastSeen: formatIndia(shown.lastSeenAt, language),
      };
    })
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  const done = new URL(request.url).searchParams.get("done");
  return {
    currentId: session.contextId ?? null,
    ...groupDevices(contexts),
    done: DONE.find((d) => d === done) ?? null,
    t,
    nav: SETTINGS_NAV.pick(language) as SettingsNavMessages,
  };
}

/**
 * The words core stores for what it could not name (functions/core/account/device-context.ts), in
 * the page's language; browser and system names (Chrome, Android) and addresses stay as they are.
 */
function shownName(value: string, t: DevicesMessages): string {
  const known: Record<string, string> = {
    "Other browser": t.otherBrowser,
    "Unknown browser": t.unknownBrowser,
    "Unknown OS": t.unknownOs,
    "This computer": t.thisComputer,
    "Local network": t.localNetwork,
    "Unknown location": t.unknownLocation,
  };
  const network = /^Network (.+)$/.exec(value)?.[1];
  return known[value] ?? (network ? fill(t.network, { network }) : value);
}

/** The hidden fields every device form posts: which device, and what to do with it. */
const deviceChange = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/i),
  intent: z.enum(DEVICE_INTENTS),
});

export async function action({ request }: ActionFunctionArgs) {
  const { user, session } = await requireUser(request);
  // The refusals this page raises itself are written in the page's language (the kit passes them on).
  const t = DEVICES.pick(await pageLanguage(request)) as DevicesMessages;
  const form = await request.formData();
  // Which form the answer is for (`extra`): only that device's form shows the message.
  // Only compared with the page's devices, never shown; capped so a tampered post is not echoed at length.
  const extra = { id: String(form.get("id") ?? "").slice(0, 64), intent: String(form.get("intent") ?? "").slice(0, 16) };
  const refuse = (error: unknown) =>
    replyWithRefusal(request, error, { extra, logMessage: "device change failed", logFields: { userId: user.id, intent: extra.intent } });

  // Hidden fields, never typed: a bad one is a tampered page. A malformed id is a device that is not there.
  const parsed = deviceChange.safeParse({ id: form.get("id"), intent: form.get("intent") });
  if (!parsed.success) {
    const badId = parsed.error.issues.some((issue) => issue.path[0] === "id");
    return refuse(badId ? new NotFoundError(t.notFound) : new DomainError(UNEXPECTED_MESSAGE, 400, "bad_request"));
  }
  const { id, intent } = parsed.data;

  let done: Done;
  try {
    if (intent === "block") {
      // Blocking the device this page is open on would sign the member out mid-click; the page offers no such button.
      if (id === session.contextId) throw new ForbiddenError(t.cannotBlockThis);
      await blockDevice(services(), user.id, id);
      done = "blocked";
    } else if (intent === "unblock") {
      await setContextStatus(services().table, user.id, id, "trusted");
      done = "unblocked";
    } else {
      // Removing a device ends its sessions: for this one, that would be signing out mid-click (Logout does that).
      if (id === session.contextId) throw new ForbiddenError(t.cannotRemoveThis);
      await removeDevice(services(), user.id, id);
      done = "removed";
    }
  } catch (error) {
    return refuse(error);
  }
  return redirect(`/devices-locations?done=${done}`);
}

/**
 * Reload the list after a refused change too (Remix skips that after a 4xx by default): a refusal
 * usually means the page is stale (the device was blocked or removed in another tab), and the
 * member should see what is true now, as a post without JavaScript does.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Devices and locations") }];

export default function DevicesLocations() {
  const { currentId, primary, trusted, blocked, done, t, nav } = useLoaderData<typeof loader>();
  const reply: DeviceReply | undefined = useActionData<typeof action>();
  const all = [...primary, ...trusted, ...blocked];
  // A refusal for a form no longer on the page (the device is gone, or changed meanwhile) is shown at the top.
  const orphan =
    reply && !all.some((item) => item._id === reply.id && actionsFor(item, item._id === currentId).some((a) => a === reply.intent));
  const orphanErrors = orphan ? (reply.result.error?.[""] ?? []) : [];

  return (
    <div className="space-y-8">
      <div>
        <SettingsNav t={nav} />
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t.intro}</p>
        {orphanErrors.length ? (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {orphanErrors.join(" ")}
          </p>
        ) : done && !reply ? (
          <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            {t[done]}
          </p>
        ) : null}
      </div>

      <DeviceSection id="primary" t={t} title={t.primary} items={primary} currentId={currentId} reply={reply} empty={t.noPrimary} />
      <DeviceSection id="trusted" t={t} title={t.trusted} items={trusted} currentId={currentId} reply={reply} empty={t.noTrusted} />
      <DeviceSection id="blocked" t={t} title={t.blockedDevices} items={blocked} currentId={currentId} reply={reply} empty={t.noBlocked} />
    </div>
  );
}
