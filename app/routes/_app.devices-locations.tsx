import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { formatIndia } from "~/utils/india-time";
import { Form, useActionData, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import type { FormEvent } from "react";
import { z } from "zod";
import { ErrorList, NO_FIELDS, useKitForm, type FormReply } from "~/components/forms";
import { SubmitButton } from "~/components/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { replyWithRefusal } from "~/utils/form.server";
import { requireUser } from "~/utils/session.server";
import { groupDevices, listContexts, setContextStatus, toPublicContext } from "@core/account/device-context";
import { DomainError, ForbiddenError, NotFoundError, UNEXPECTED_MESSAGE } from "@core/errors";
import { services } from "@core/services";
import { blockDevice, removeDevice } from "@core/account/account-service";

/**
 * Devices and locations (the side menu's "Setting"): where the account signs in from. Every read
 * and change goes through the caller's own user key; the form names a device, never a user.
 */
// Times are formatted on the server: the browser's own formatting could differ and break hydration.
type PublicContext = ReturnType<typeof toPublicContext> & { firstSeen: string; lastSeen: string };

const DONE_MESSAGES = {
  blocked: "The device has been blocked.",
  unblocked: "The device has been unblocked.",
  removed: "The device has been removed.",
} as const;
type Done = keyof typeof DONE_MESSAGES;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, session } = await requireUser(request);
  const contexts = (await listContexts(services().table, user.id))
    .map((c): PublicContext => {
      const shown = toPublicContext(c);
      return { ...shown, firstSeen: formatIndia(shown.firstSeenAt), lastSeen: formatIndia(shown.lastSeenAt) };
    })
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  const done = new URL(request.url).searchParams.get("done");
  return {
    currentId: session.contextId ?? null,
    ...groupDevices(contexts),
    done: done && done in DONE_MESSAGES ? (done as Done) : null,
  };
}

/** The hidden fields every device form posts: which device, and what to do with it. */
const deviceChange = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/i),
  intent: z.enum(["block", "unblock", "remove"]),
});

export async function action({ request }: ActionFunctionArgs) {
  const { user, session } = await requireUser(request);
  const form = await request.formData();
  // Which form the answer is for (`extra`): only that device's form shows the message.
  // Only compared with the page's devices, never shown; capped so a tampered post is not echoed at length.
  const extra = { id: String(form.get("id") ?? "").slice(0, 64), intent: String(form.get("intent") ?? "").slice(0, 16) };
  const refuse = (error: unknown) =>
    replyWithRefusal(error, { extra, logMessage: "device change failed", logFields: { userId: user.id, intent: extra.intent } });

  // Hidden fields, never typed: a bad one is a tampered page. A malformed id is a device that is not there.
  const parsed = deviceChange.safeParse({ id: form.get("id"), intent: form.get("intent") });
  if (!parsed.success) {
    const badId = parsed.error.issues.some((issue) => issue.path[0] === "id");
    return refuse(badId ? new NotFoundError("Device not found.") : new DomainError(UNEXPECTED_MESSAGE, 400, "bad_request"));
  }
  const { id, intent } = parsed.data;

  let done: Done;
  try {
    if (intent === "block") {
      // Blocking the device this page is open on would sign the member out mid-click; the page offers no such button.
      if (id === session.contextId) throw new ForbiddenError("You cannot block the device you are using.");
      await blockDevice(services(), user.id, id);
      done = "blocked";
    } else if (intent === "unblock") {
      await setContextStatus(services().table, user.id, id, "trusted");
      done = "unblocked";
    } else {
      // Removing a device ends its sessions: for this one, that would be signing out mid-click (Logout does that).
      if (id === session.contextId) throw new ForbiddenError("You cannot remove the device you are using.");
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

export const meta: MetaFunction = () => [{ title: pageTitle("Devices and locations") }];

type Intent = z.infer<typeof deviceChange>["intent"];
/** A refusal from the action, for the form of one device and one action (`extra`). */
type DeviceReply = FormReply & { id: string; intent: string };

/** The buttons a device's card offers; the page's fallback message uses it to know which forms are shown. */
function actionsFor(item: PublicContext, current: boolean): Intent[] {
  if (item.status === "primary") return [];
  if (item.status === "blocked") return ["unblock"];
  // A blocked device stays on the list (removing it would let it back in as new); this one cannot end its own session here.
  return current ? [] : ["block", "remove"];
}

export default function DevicesLocations() {
  const { currentId, primary, trusted, blocked, done } = useLoaderData<typeof loader>();
  const reply: DeviceReply | undefined = useActionData<typeof action>();
  const all = [...primary, ...trusted, ...blocked];
  // A refusal for a form no longer on the page (the device is gone, or changed meanwhile) is shown at the top.
  const orphan =
    reply && !all.some((item) => item._id === reply.id && actionsFor(item, item._id === currentId).some((a) => a === reply.intent));
  const orphanErrors = orphan ? (reply.result.error?.[""] ?? []) : [];

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Devices and locations</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          The browsers and places your account has been used from. Block any you do not recognise: sign-ins from a blocked device are
          refused, and for 30 days after a block, a browser that has not signed in to your account before also needs a code we e-mail you.
        </p>
        {orphanErrors.length ? (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {orphanErrors.join(" ")}
          </p>
        ) : done && !reply ? (
          <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            {DONE_MESSAGES[done]}
          </p>
        ) : null}
      </div>

      <DeviceSection
        id="primary"
        title="Primary device"
        items={primary}
        currentId={currentId}
        reply={reply}
        empty="No primary device yet."
      />
      <DeviceSection
        id="trusted"
        title="Trusted devices"
        items={trusted}
        currentId={currentId}
        reply={reply}
        empty="No trusted devices yet."
      />
      <DeviceSection id="blocked" title="Blocked devices" items={blocked} currentId={currentId} reply={reply} empty="No blocked devices." />
    </div>
  );
}

function DeviceSection({
  id,
  title,
  items,
  currentId,
  reply,
  empty,
}: {
  id: string;
  title: string;
  items: PublicContext[];
  currentId: string | null;
  reply?: DeviceReply;
  empty: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-5 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">
          {items.map((item) => (
            <DeviceCard key={item._id} item={item} current={item._id === currentId} reply={reply?.id === item._id ? reply : undefined} />
          ))}
        </ul>
      )}
    </section>
  );
}

const DEVICE_LABELS: Record<PublicContext["device"], string> = {
  desktop: "Desktop",
  mobile: "Mobile",
  tablet: "Tablet",
  unknown: "Unknown device",
};

const ACTIONS: Record<Intent, { label: string; busyLabel: string; tone: "neutral" | "danger" }> = {
  block: { label: "Block", busyLabel: "Blocking...", tone: "danger" },
  unblock: { label: "Unblock", busyLabel: "Unblocking...", tone: "neutral" },
  remove: { label: "Remove", busyLabel: "Removing...", tone: "neutral" },
};

function DeviceCard({ item, current, reply }: { item: PublicContext; current: boolean; reply?: DeviceReply }) {
  const name = `${item.browser} on ${item.os}`;
  const actions = actionsFor(item, current);

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={name}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">{name}</p>
        {current ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">This device</span> : null}
        {item.status === "unverified" ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Unconfirmed</span>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Browser</dt>
        <dd className="text-slate-800">{item.browser}</dd>
        <dt className="text-slate-500">Operating system</dt>
        <dd className="text-slate-800">{item.os}</dd>
        <dt className="text-slate-500">Device type</dt>
        <dd className="text-slate-800">{DEVICE_LABELS[item.device]}</dd>
        <dt className="text-slate-500">Location</dt>
        <dd className="text-slate-800">{item.location}</dd>
        <dt className="text-slate-500">IP address</dt>
        <dd className="break-all font-mono text-slate-800">{item.ip}</dd>
        <dt className="text-slate-500">First seen</dt>
        <dd className="text-slate-800">
          <time dateTime={item.firstSeenAt}>{item.firstSeen}</time>
        </dd>
        <dt className="text-slate-500">Last seen</dt>
        <dd className="text-slate-800">
          <time dateTime={item.lastSeenAt}>{item.lastSeen}</time>
        </dd>
      </dl>
      {actions.length ? (
        <div className="mt-4 flex flex-wrap items-start gap-2">
          {actions.map((intent) => {
            const replied = reply?.intent === intent;
            return (
              <DeviceActionForm
                // A fresh form once its refusal is no longer the page's answer (Conform keeps the last one it was given).
                key={`${intent}:${replied ? "replied" : "idle"}`}
                id={item._id}
                intent={intent}
                device={name}
                lastResult={replied ? reply.result : undefined}
                confirmText={
                  intent === "remove"
                    ? `Remove ${name} from your devices? It will be signed out, and asked to confirm again the next time it signs in.`
                    : undefined
                }
              />
            );
          })}
        </div>
      ) : null}
    </li>
  );
}

/**
 * One device's lone-button form (block, unblock or remove), on the form kit with NO_FIELDS: the
 * device and the action are hidden fields, and a refusal (replyWithRefusal) shows under this
 * button only. Each form has its own Conform id, so one device's message never lands on another.
 */
function DeviceActionForm({
  id,
  intent,
  device,
  lastResult,
  confirmText,
}: {
  id: string;
  intent: Intent;
  device: string;
  lastResult?: FormReply["result"];
  confirmText?: string;
}) {
  const navigation = useNavigation();
  const { form, formProps } = useKitForm(NO_FIELDS, { id: `device-${intent}-${id}`, lastResult });
  const posted = navigation.state === "submitting" ? navigation.formData : undefined;
  const busy = posted?.get("id") === id && posted.get("intent") === intent;
  const { label, busyLabel, tone } = ACTIONS[intent];

  // With JavaScript a confirm() guards removal; without it the post goes straight through.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (confirmText && !window.confirm(confirmText)) {
      event.preventDefault();
      return;
    }
    formProps.onSubmit(event);
  }

  return (
    <Form method="post" preventScrollReset {...formProps} onSubmit={onSubmit} className="flex flex-col items-start gap-1">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton busy={busy} busyLabel={busyLabel} className={tone === "danger" ? `${BUTTON} ${DANGER}` : `${BUTTON} ${NEUTRAL}`}>
        {label}
        <span className="sr-only"> {device}</span>
      </SubmitButton>
      {/* Always in the page, so a refusal that appears without a reload is announced. */}
      <div role="alert">
        <ErrorList id={form.errorId} errors={form.errors} className="max-w-xs" />
      </div>
    </Form>
  );
}

const BUTTON = "rounded-md px-3 py-1.5 text-sm font-semibold disabled:cursor-wait disabled:opacity-60";
const DANGER = "border border-red-300 text-red-700 hover:bg-red-50";
const NEUTRAL = "border border-slate-300 text-slate-700 hover:bg-slate-100";
