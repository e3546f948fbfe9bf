import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { HomeLink, TitledCard } from "./AuthCard";
import { ErrorList, NO_FIELDS, useKitForm } from "../kit/forms";
import { SubmitButton } from "../kit/SubmitButton";

export interface DeviceLinkTexts {
  /** The link has been used: heading, green message and what to do next. */
  done: { title: string; message: string; next: ReactNode };
  /** A spent, expired or missing link: heading, the red message and a hint under it. */
  invalid: { title: string; message: string; hint: string };
  /** The closing link home ("Go to the home page"). */
  home: string;
  /** The question the button answers. */
  ask: {
    title: string;
    intro: ReactNode;
    button: string;
    busyButton: string;
    danger?: boolean;
    formClassName: string;
    footer: ReactNode;
  };
}

/**
 * The two pages the new-device e-mail links to (/verify-login and /block-device): the GET only
 * asks, the button's POST uses the token. `state` is what the loader found; `lastResult` is the
 * action's reply when it could not use the link (replyWithRefusal): the button is a lone-button
 * form of the form kit (NO_FIELDS), and the token a hidden field, never typed. Every text comes
 * from the page (its catalogue, in the page's language).
 */
export function DeviceLinkPage({
  state,
  token,
  lastResult,
  busy,
  texts,
}: {
  state: "done" | "invalid" | "ask";
  token: string;
  lastResult?: SubmissionResult<string[]> | null;
  busy: boolean;
  texts: DeviceLinkTexts;
}) {
  if (state === "done") {
    return (
      <TitledCard title={texts.done.title} variant="message">
        <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-800">
          {texts.done.message}
        </p>
        {texts.done.next}
      </TitledCard>
    );
  }

  if (state === "invalid") {
    return (
      <TitledCard title={texts.invalid.title} variant="message">
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {texts.invalid.message}
        </p>
        <p className="mt-4 text-sm text-slate-600">{texts.invalid.hint}</p>
        <HomeLink label={texts.home} />
      </TitledCard>
    );
  }

  return <AskForm token={token} lastResult={lastResult} busy={busy} ask={texts.ask} />;
}

/** The question and its button (a hook of its own: the done and invalid pages have no form). */
function AskForm({
  token,
  lastResult,
  busy,
  ask,
}: {
  token: string;
  lastResult?: SubmissionResult<string[]> | null;
  busy: boolean;
  ask: DeviceLinkTexts["ask"];
}) {
  const { form, formProps } = useKitForm(NO_FIELDS, { id: "device-link", lastResult });
  return (
    <TitledCard title={ask.title} variant="message">
      <p className="mt-4 text-slate-600">{ask.intro}</p>
      {/* Always in the page, so a refusal that appears without a reload is announced. */}
      <div role="alert">
        <ErrorList id={form.errorId} errors={form.errors} className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3" />
      </div>
      <Form method="post" {...formProps} className={ask.formClassName}>
        <input type="hidden" name="token" value={token} />
        <SubmitButton busy={busy} busyLabel={ask.busyButton} variant={ask.danger ? "danger" : "inline"}>
          {ask.button}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-sm text-slate-600">{ask.footer}</p>
    </TitledCard>
  );
}
