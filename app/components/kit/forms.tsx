import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  useEffect,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  type TextareaHTMLAttributes,
} from "react";
import { z } from "zod";
import { Banner } from "~/components/kit/Banner";
import { ErrorList } from "~/components/kit/error-list";
import { fill } from "~/i18n/catalogue";
import { useFrameTexts } from "~/i18n/frame";

export { ErrorList };

/**
 * The form kit (docs/decisions/010-form-kit.md): one zod schema per form validates in the browser
 * (Conform) and again in the action (app/utils/form.server.ts), and these components put the
 * messages next to their fields with the same ARIA everywhere: the control gets `aria-invalid` and
 * an `aria-describedby` naming its hint and its error list (Conform's `errorId`).
 *
 * Not for island files (decision 005): Conform and zod stay off `/` and `/search`.
 */

/** What an action built with the kit answers: Conform's reply, kept under `result`. */
export type FormReply = { result: SubmissionResult<string[]> };

/**
 * Conform's `useForm` set up the kit's way for `schema`: validated on submit in the browser, then
 * again on every input once a field has shown a message; the constraints (`required`, `maxLength`)
 * come from the schema. `noValidate` always, so the messages are the spec's with and without
 * JavaScript (the server answers a JS-off post with the same texts).
 *
 * On a Hindi page the browser does not validate (decision 059): the schemas carry core's English
 * texts, and shipping their Hindi to every form would send a catalogue the page mostly never shows.
 * The post goes to the action, which answers with the same rules' messages in Hindi.
 */
export function useKitForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  options: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: Partial<z.input<Schema>> },
) {
  const { language } = useFrameTexts();
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    // Conform's DefaultValue type is recursive; the schema's input type is what it describes.
    defaultValue: options.defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: language === "en" ? ({ formData }) => parseWithZod(formData, { schema }) : undefined,
  });
  // Counts submissions, so a dismissed banner comes back when the same message is given again.
  const [attempt, setAttempt] = useState(0);
  const formProps = {
    ...getFormProps(form),
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      setAttempt((n) => n + 1);
      form.onSubmit(event);
    },
  };
  return { form, fields, formProps, attempt };
}

/** The schema of a form with no fields (a lone button); its server half is `replyWithRefusal`. */
export const NO_FIELDS = z.object({});

/**
 * The account pages' way (spec §2: "a list of dismissible red banners"): every message in a red
 * banner above the form, each banner under the `errorId` of its field, so the field still points at
 * its own message. `form` is the form itself (field-less refusals such as a wrong password);
 * `resetOn` (useKitForm's `attempt`) shows dismissed banners again on the next submission.
 */
export function ErrorBanners({
  form,
  fields,
  resetOn,
  className = "mt-6",
}: {
  form: { errors?: string[]; errorId: string };
  fields: { errors?: string[]; errorId: string }[];
  resetOn: unknown;
  className?: string;
}) {
  const entries = [form, ...fields].filter((meta) => meta.errors?.length);
  if (entries.length === 0) return null;
  return (
    <ul className={`${className} space-y-3`}>
      {entries.map((meta) => {
        const text = [...new Set(meta.errors)].join(" ");
        return (
          <li key={meta.errorId}>
            <Banner id={meta.errorId} resetOn={resetOn}>
              {text}
            </Banner>
          </li>
        );
      })}
    </ul>
  );
}

export const INPUT_CLASS =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500";
const LABEL_CLASS = "text-sm font-semibold text-slate-800";

type InputType = "text" | "email" | "password" | "tel" | "datetime-local" | "date";
// Any field of any form: the components read only its id, name, constraints, value and errors.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FieldMeta = FieldMetadata<any, any, string[]>;

/**
 * A labelled input (or, with `multiline`, a textarea) with its optional hint and its error list.
 * `errors: "elsewhere"` leaves the messages to an `ErrorBanners` list (the account pages).
 * `inputProps` adds attributes (autoComplete, placeholder, disabled...); it cannot take the wiring.
 */
export function Field({
  meta,
  label,
  type = "text",
  hint,
  aside,
  errors = "inline",
  className,
  inputProps,
  textareaProps,
  multiline = false,
}: {
  meta: FieldMeta;
  label: string;
  type?: InputType;
  hint?: string;
  /** Shown on the label's line, at the right (e.g. "Forgot Password?"). */
  aside?: ReactNode;
  errors?: "inline" | "elsewhere";
  className?: string;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type" | "defaultValue" | "aria-invalid" | "aria-describedby">;
  textareaProps?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "defaultValue" | "aria-invalid" | "aria-describedby">;
  multiline?: boolean;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const control = multiline ? (
    <textarea {...getTextareaProps(meta, { ariaDescribedBy: hintId })} className={INPUT_CLASS} {...textareaProps} />
  ) : (
    <input {...getInputProps(meta, { type, ariaDescribedBy: hintId })} className={INPUT_CLASS} {...inputProps} />
  );
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={meta.id} className={LABEL_CLASS}>
          {label}
        </label>
        {aside}
      </div>
      {control}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {errors === "inline" ? <ErrorList id={meta.errorId} errors={meta.errors} /> : null}
    </div>
  );
}

/**
 * A checkbox with its label beside it, its optional hint and its error list. `inputProps` adds
 * attributes (ref, onChange, disabled, defaultChecked to override the submitted value...).
 */
export function CheckboxField({
  meta,
  label,
  hint,
  errors = "inline",
  inputProps,
}: {
  meta: FieldMeta;
  label: ReactNode;
  hint?: string;
  errors?: "inline" | "elsewhere";
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type" | "value" | "aria-invalid" | "aria-describedby"> & {
    ref?: Ref<HTMLInputElement>;
  };
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  // No `required` attribute: a box that must be ticked is the server's and the schema's rule, with the spec's message.
  const { required: _required, ...props } = getInputProps(meta, { type: "checkbox", ariaDescribedBy: hintId });
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...props}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600 disabled:opacity-60"
          {...inputProps}
        />
        <label htmlFor={meta.id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="ml-8 mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {errors === "inline" ? <ErrorList id={meta.errorId} errors={meta.errors} className="ml-8 mt-1" /> : null}
    </div>
  );
}

/**
 * How many fields have a message, from the form's own record of every error: enumerating Conform's
 * `fields` proxy lists only the fields already read, so on the server's first render it counted none.
 */
export function fieldErrorCount(allErrors: Record<string, string[]>): number {
  return Object.entries(allErrors).filter(([name, errors]) => name !== "" && errors.length > 0).length;
}

/**
 * The message forms' way (/contact, /professionals): the form's own message, then one line counting
 * the fields to fix, above a form whose messages sit next to their fields.
 */
export function ErrorSummary({
  formErrorId,
  formErrors,
  fieldErrors,
}: {
  formErrorId: string;
  formErrors?: string[];
  fieldErrors: number;
}) {
  const { chrome: t } = useFrameTexts();
  const box = "mt-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800";
  return (
    <>
      {formErrors?.length ? (
        <p role="alert" id={formErrorId} className={box}>
          {formErrors.join(" ")}
        </p>
      ) : null}
      {fieldErrors > 0 ? (
        <p role="alert" className={box}>
          {fieldErrors === 1 ? t.correctOneField : fill(t.correctFields, { count: fieldErrors })}
        </p>
      ) : null}
    </>
  );
}

/**
 * With JavaScript, focuses the first field to fix after the server's answer (Conform does so after
 * its own check); without it the page reloads at the top and the summary is read first.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement>, lastResult: SubmissionResult<string[]> | null | undefined) {
  useEffect(() => {
    if (lastResult?.error) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [formRef, lastResult]);
}
