import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { TitledCard } from "~/components/auth/AuthCard";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { PRIVATE_HEADERS, privateHeaders } from "~/routes/auth/parts/private-headers";
import { describeUnsubscribe, unsubscribe } from "@core/mail-preferences/unsubscribe";
import { services } from "@core/services";
import type { OptionalMailKind } from "@core/mail-preferences/mail-kinds";
import { fill } from "~/i18n/catalogue";
import { UNSUBSCRIBE, type UnsubscribeMessages } from "~/i18n/account/deletion.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * The unsubscribe link of every optional mail (issue 32 §3, decision 049), signed out or in: the
 * signed token in the path names the member and the kind. GET only asks (mail scanners fetch
 * every link); the button POSTs. Mail clients POST `List-Unsubscribe=One-Click` to this same
 * address (RFC 8058) with no cookies and from no page of ours: the same-origin guard lets
 * /unsubscribe/ through (functions/core/security/same-origin.ts), the token being the proof.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await describeUnsubscribe(services(), params.token ?? "");
  const t = UNSUBSCRIBE.pick(await pageLanguage(request)) as UnsubscribeMessages;
  return data({ ...view, t }, { status: view.status === "invalid" ? 400 : 200, headers: PRIVATE_HEADERS });
}

/** The page's button and the mail client's one-click POST alike: the token alone decides. */
export async function action({ params, request }: ActionFunctionArgs) {
  // `offer`: an offer mail's link names its offer, whose unsubscribes the admin sees counted (decision 056).
  const done = await unsubscribe(services(), params.token ?? "", new URL(request.url).searchParams.get("offer"));
  if (!done) return data({ done: false as const }, { status: 400, headers: PRIVATE_HEADERS });
  return data({ done: true as const, kind: done.kind }, { headers: PRIVATE_HEADERS });
}

/** The token is in the URL: no Referer to other sites, and no caching. */
export const headers = privateHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Unsubscribe") },
  { name: "robots", content: "noindex" },
];

/**
 * A kind's name at a sentence's start (`label`, "Booking reminders") and inside one (`kind`, "booking
 * reminders"); Hindi has no capitals, so both are the same there.
 */
function kindNames(t: UnsubscribeMessages, kind: OptionalMailKind): { label: string; kind: string } {
  const label = t[kind];
  return { label, kind: label.toLowerCase() };
}

export default function Unsubscribe() {
  const view = useLoaderData<typeof loader>();
  const { t } = view;
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  if (view.status === "invalid" || reply?.done === false) {
    return (
      <TitledCard title={t.invalidTitle} variant="message">
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {t.invalid}
        </p>
        <HomeLink t={t} />
      </TitledCard>
    );
  }
  if (reply?.done) {
    return (
      <TitledCard title={t.doneTitle} variant="message">
        <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          {fill(t.done, kindNames(t, reply.kind))}
        </p>
        <SettingsHint t={t} />
        <HomeLink t={t} />
      </TitledCard>
    );
  }
  const names = kindNames(t, view.kind);
  return (
    <TitledCard title={fill(t.askTitle, names)} variant="message">
      <p className="mt-4 text-slate-700">{fill(view.on ? t.on : t.off, names)}</p>
      {view.on ? (
        <Form method="post" className="mt-6">
          <SubmitButton busy={busy} busyLabel={t.unsubscribing} variant="inline">
            {t.unsubscribe}
          </SubmitButton>
        </Form>
      ) : null}
      <SettingsHint t={t} />
    </TitledCard>
  );
}

function SettingsHint({ t }: { t: UnsubscribeMessages }) {
  const [before, after] = t.settingsHint.split("{link}");
  return (
    <p className="mt-6 text-sm text-slate-600">
      {before}
      <Link to="/settings/mail" className="font-semibold text-brand-700 underline underline-offset-2">
        {t.settingsLink}
      </Link>
      {after}
    </p>
  );
}

/** The card's closing link (as AuthCard's HomeLink, in the page's language). */
function HomeLink({ t }: { t: UnsubscribeMessages }) {
  return (
    <Link to="/" className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
      {t.home}
    </Link>
  );
}
