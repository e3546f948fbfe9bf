import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HomeLink, TitledCard } from "~/components/auth/AuthCard";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { PRIVATE_HEADERS, privateHeaders } from "~/routes/auth/parts/private-headers";
import { describeUnsubscribe, unsubscribe } from "@core/mail-preferences/unsubscribe";
import { services } from "@core/services";

/**
 * The unsubscribe link of every optional mail (issue 32 §3, decision 049), signed out or in: the
 * signed token in the path names the member and the kind. GET only asks (mail scanners fetch
 * every link); the button POSTs. Mail clients POST `List-Unsubscribe=One-Click` to this same
 * address (RFC 8058) with no cookies and from no page of ours: the same-origin guard lets
 * /unsubscribe/ through (functions/core/security/same-origin.ts), the token being the proof.
 */
const INVALID =
  "This unsubscribe link is not valid. It may have been copied incompletely. You can choose what we send you under Settings → Mail after signing in.";

export async function loader({ params }: LoaderFunctionArgs) {
  const view = await describeUnsubscribe(services(), params.token ?? "");
  return data(view, { status: view.status === "invalid" ? 400 : 200, headers: PRIVATE_HEADERS });
}

/** The page's button and the mail client's one-click POST alike: the token alone decides. */
export async function action({ params, request }: ActionFunctionArgs) {
  // `offer`: an offer mail's link names its offer, whose unsubscribes the admin sees counted (decision 056).
  const done = await unsubscribe(services(), params.token ?? "", new URL(request.url).searchParams.get("offer"));
  if (!done) return data({ done: false as const }, { status: 400, headers: PRIVATE_HEADERS });
  return data({ done: true as const, label: done.label }, { headers: PRIVATE_HEADERS });
}

/** The token is in the URL: no Referer to other sites, and no caching. */
export const headers = privateHeaders;

export const meta: MetaFunction = () => [{ title: pageTitle("Unsubscribe") }, { name: "robots", content: "noindex" }];

export default function Unsubscribe() {
  const view = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  if (view.status === "invalid" || reply?.done === false) {
    return (
      <TitledCard title="This link cannot be used" variant="message">
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {INVALID}
        </p>
        <HomeLink />
      </TitledCard>
    );
  }
  if (reply?.done) {
    return (
      <TitledCard title="You are unsubscribed" variant="message">
        <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          We will send you no more {reply.label.toLowerCase()}. Other mail is not affected.
        </p>
        <SettingsHint />
        <HomeLink />
      </TitledCard>
    );
  }
  return (
    <TitledCard title={`Stop ${view.label.toLowerCase()}?`} variant="message">
      <p className="mt-4 text-slate-700">
        {view.on
          ? `You get ${view.label.toLowerCase()} by e-mail. Unsubscribe to stop them; other mail is not affected.`
          : `${view.label} are already off. You will not get them by e-mail.`}
      </p>
      {view.on ? (
        <Form method="post" className="mt-6">
          <SubmitButton busy={busy} busyLabel="Unsubscribing..." variant="inline">
            Unsubscribe
          </SubmitButton>
        </Form>
      ) : null}
      <SettingsHint />
    </TitledCard>
  );
}

function SettingsHint() {
  return (
    <p className="mt-6 text-sm text-slate-600">
      You can turn each kind of mail on or off at any time in{" "}
      <Link to="/settings/mail" className="font-semibold text-brand-700 underline underline-offset-2">
        Settings → Mail
      </Link>
      .
    </p>
  );
}
