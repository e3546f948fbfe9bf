import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { pageTitle } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { groupDevices, listContexts, setContextStatus, toPublicContext } from "@core/account/device-context";
import { DomainError, UNEXPECTED_MESSAGE } from "@core/errors";
import { errorFields, log } from "@core/log";
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
      return { ...shown, firstSeen: indiaTime(shown.firstSeenAt), lastSeen: indiaTime(shown.lastSeenAt) };
    })
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  const done = new URL(request.url).searchParams.get("done");
  return {
    currentId: session.contextId ?? null,
    ...groupDevices(contexts),
    done: done && done in DONE_MESSAGES ? (done as Done) : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, session } = await requireUser(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = form.get("id");
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) {
    return data({ error: "Device not found." }, { status: 404 });
  }
  const table = services().table;

  let done: Done;
  try {
    if (intent === "block") {
      // Blocking the device this page is open on would sign the member out mid-click; the page offers no such button.
      if (id === session.contextId) return data({ error: "You cannot block the device you are using." }, { status: 403 });
      await blockDevice(services(), user.id, id);
      done = "blocked";
    } else if (intent === "unblock") {
      await setContextStatus(table, user.id, id, "trusted");
      done = "unblocked";
    } else if (intent === "remove") {
      // Removing a device ends its sessions: for this one, that would be signing out mid-click (Logout does that).
      if (id === session.contextId) return data({ error: "You cannot remove the device you are using." }, { status: 403 });
      await removeDevice(services(), user.id, id);
      done = "removed";
    } else {
      return data({ error: UNEXPECTED_MESSAGE }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message }, { status: error.status });
    log.error("device change failed", { userId: user.id, intent: String(intent), ...errorFields(error) });
    return data({ error: UNEXPECTED_MESSAGE }, { status: 500 });
  }
  return redirect(`/devices-locations?done=${done}`);
}

export const meta: MetaFunction = () => [{ title: pageTitle("Devices and locations") }];

export default function DevicesLocations() {
  const { currentId, primary, trusted, blocked, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Devices and locations</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          The browsers and places your account has been used from. Block any you do not recognise: sign-ins from a blocked device are
          refused.
        </p>
        {actionData?.error ? (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {actionData.error}
          </p>
        ) : done ? (
          <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            {DONE_MESSAGES[done]}
          </p>
        ) : null}
      </div>

      <DeviceSection id="primary" title="Primary device" items={primary} currentId={currentId} empty="No primary device yet." />
      <DeviceSection id="trusted" title="Trusted devices" items={trusted} currentId={currentId} empty="No trusted devices yet." />
      <DeviceSection id="blocked" title="Blocked devices" items={blocked} currentId={currentId} empty="No blocked devices." />
    </div>
  );
}

function DeviceSection({
  id,
  title,
  items,
  currentId,
  empty,
}: {
  id: string;
  title: string;
  items: PublicContext[];
  currentId: string | null;
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
            <DeviceCard key={item._id} item={item} current={item._id === currentId} />
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

function DeviceCard({ item, current }: { item: PublicContext; current: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === item._id;
  const name = `${item.browser} on ${item.os}`;

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
      {item.status !== "primary" ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {item.status === "blocked" ? (
            <ActionButton id={item._id} intent="unblock" label="Unblock" busy={busy} device={name} />
          ) : current ? null : (
            <ActionButton id={item._id} intent="block" label="Block" busy={busy} device={name} tone="danger" />
          )}
          {/* A blocked device stays on the list (removing it would let it back in as new); this one cannot end its own session here. */}
          {item.status === "blocked" || current ? null : (
            <ActionButton
              id={item._id}
              intent="remove"
              label="Remove"
              busy={busy}
              device={name}
              confirmText={`Remove ${name} from your devices? It will be signed out, and asked to confirm again the next time it signs in.`}
            />
          )}
        </div>
      ) : null}
    </li>
  );
}

function ActionButton({
  id,
  intent,
  label,
  busy,
  device,
  tone = "neutral",
  confirmText,
}: {
  id: string;
  intent: "block" | "unblock" | "remove";
  label: string;
  busy: boolean;
  device: string;
  tone?: "neutral" | "danger";
  confirmText?: string;
}) {
  // With JavaScript a confirm() guards removal; without it the post goes straight through.
  const onSubmit = confirmText
    ? (event: FormEvent<HTMLFormElement>) => {
        if (!window.confirm(confirmText)) event.preventDefault();
      }
    : undefined;
  return (
    <Form method="post" preventScrollReset onSubmit={onSubmit}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        aria-label={`${label} ${device}`}
        className={`rounded-md px-3 py-1.5 text-sm font-semibold disabled:cursor-wait disabled:opacity-60 ${
          tone === "danger"
            ? "border border-red-300 text-red-700 hover:bg-red-50"
            : "border border-slate-300 text-slate-700 hover:bg-slate-100"
        }`}
      >
        {label}
      </button>
    </Form>
  );
}

function indiaTime(iso: string): string {
  return new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });
}
