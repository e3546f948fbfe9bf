import { Form, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { ErrorList, NO_FIELDS, useKitForm, type FormReply } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import type { toPublicContext } from "@core/account/device-context";
import { fill } from "~/i18n/catalogue";
import type { DevicesMessages } from "~/i18n/account/texts";

/**
 * The device cards of /devices-locations (app/routes/account/_app.devices-locations.tsx): one section per
 * group, a card per device with its block, unblock or remove button (a lone-button POST form).
 */
// Times are formatted on the server: the browser's own formatting could differ and break hydration.
export type PublicContext = ReturnType<typeof toPublicContext> & { firstSeen: string; lastSeen: string };

/** What a device form asks; the page's action reads the same list (DEVICE_INTENTS). */
export const DEVICE_INTENTS = ["block", "unblock", "remove"] as const;
export type Intent = (typeof DEVICE_INTENTS)[number];
/** A refusal from the action, for the form of one device and one action (`extra`). */
export type DeviceReply = FormReply & { id: string; intent: string };

/** The buttons a device's card offers; the page's fallback message uses it to know which forms are shown. */
export function actionsFor(item: PublicContext, current: boolean): Intent[] {
  if (item.status === "primary") return [];
  if (item.status === "blocked") return ["unblock"];
  // A blocked device stays on the list (removing it would let it back in as new); this one cannot end its own session here.
  return current ? [] : ["block", "remove"];
}

export function DeviceSection({
  id,
  t,
  title,
  items,
  currentId,
  reply,
  empty,
}: {
  id: string;
  t: DevicesMessages;
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
            <DeviceCard
              key={item._id}
              t={t}
              item={item}
              current={item._id === currentId}
              reply={reply?.id === item._id ? reply : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The device type's name: its key in the page's texts. */
const DEVICE_LABELS = {
  desktop: "desktop",
  mobile: "mobile",
  tablet: "tablet",
  unknown: "unknownDevice",
} as const satisfies Record<PublicContext["device"], keyof DevicesMessages>;

/** Each action's button and busy text (keys of the page's texts) and its colour. */
const ACTIONS = {
  block: { label: "block", busyLabel: "blocking", tone: "danger" },
  unblock: { label: "unblock", busyLabel: "unblocking", tone: "neutral" },
  remove: { label: "remove", busyLabel: "removing", tone: "neutral" },
} as const satisfies Record<Intent, { label: keyof DevicesMessages; busyLabel: keyof DevicesMessages; tone: "neutral" | "danger" }>;

function DeviceCard({ t, item, current, reply }: { t: DevicesMessages; item: PublicContext; current: boolean; reply?: DeviceReply }) {
  const name = fill(t.deviceName, { browser: item.browser, os: item.os });
  const actions = actionsFor(item, current);

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={name}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">{name}</p>
        {current ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{t.thisDevice}</span> : null}
        {item.status === "unverified" ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t.unconfirmed}</span>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t.browser}</dt>
        <dd className="text-slate-800">{item.browser}</dd>
        <dt className="text-slate-500">{t.os}</dt>
        <dd className="text-slate-800">{item.os}</dd>
        <dt className="text-slate-500">{t.deviceType}</dt>
        <dd className="text-slate-800">{t[DEVICE_LABELS[item.device]]}</dd>
        <dt className="text-slate-500">{t.location}</dt>
        <dd className="text-slate-800">{item.location}</dd>
        <dt className="text-slate-500">{t.ip}</dt>
        <dd className="break-all font-mono text-slate-800">{item.ip}</dd>
        <dt className="text-slate-500">{t.firstSeen}</dt>
        <dd className="text-slate-800">
          <time dateTime={item.firstSeenAt}>{item.firstSeen}</time>
        </dd>
        <dt className="text-slate-500">{t.lastSeen}</dt>
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
                t={t}
                intent={intent}
                device={name}
                lastResult={replied ? reply.result : undefined}
                confirmText={intent === "remove" ? fill(t.removeConfirm, { device: name }) : undefined}
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
  t,
  intent,
  device,
  lastResult,
  confirmText,
}: {
  id: string;
  t: DevicesMessages;
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
      <SubmitButton busy={busy} busyLabel={t[busyLabel]} className={tone === "danger" ? `${BUTTON} ${DANGER}` : `${BUTTON} ${NEUTRAL}`}>
        {t[label]}
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
