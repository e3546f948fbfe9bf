import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ChangeEvent, ReactNode, SelectHTMLAttributes } from "react";
import { ErrorList, INPUT_CLASS } from "~/components/kit/forms";

/**
 * A labelled `<select>` on the form kit (app/components/kit/forms.tsx has none): the same wiring as the
 * kit's `Field`, so the control gets `aria-invalid` and an `aria-describedby` naming its hint, any
 * `describedBy` notes and its error list (Conform's `errorId`).
 *
 * Uncontrolled by default (Conform's initial value); pass `value` and `onChange` to control it, as
 * the profile's state and city do while a fetcher loads the cities.
 */
// Any field of any form, as in forms.tsx: only its id, name, constraints, value and errors are read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FieldMeta = FieldMetadata<any, any, string[]>;

export function SelectField({
  meta,
  label,
  options,
  placeholder,
  hint,
  describedBy = [],
  value,
  onChange,
  beside,
  below,
  className,
  selectProps,
}: {
  meta: FieldMeta;
  label: string;
  /** The choices: a string is both the value and the text; an object names them apart. */
  options: (string | { value: string; label: string })[];
  /** The first, empty choice ("Select a state"). */
  placeholder: string;
  hint?: string;
  /** Ids of other notes about the control (e.g. a lookup that failed), read after the hint. */
  describedBy?: string[];
  value?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** Shown on the control's line, at the right (e.g. a no-JS "Show cities" button). */
  beside?: ReactNode;
  /** Shown under the control, above its error list. */
  below?: ReactNode;
  className?: string;
  selectProps?: Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    "id" | "name" | "value" | "defaultValue" | "onChange" | "aria-invalid" | "aria-describedby"
  >;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const ariaDescribedBy = [hintId, ...describedBy].filter(Boolean).join(" ") || undefined;
  const controlled = value !== undefined;
  // Controlled: no defaultValue beside `value` (React allows only one of them).
  const props = getSelectProps(meta, { ariaDescribedBy, value: !controlled });
  const select = (
    <select
      {...props}
      {...(controlled ? { value, onChange } : { onChange })}
      className={`${INPUT_CLASS} ${beside ? "min-w-0 flex-1" : ""}`}
      {...selectProps}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => {
        const { value: choice, label: text } = typeof option === "string" ? { value: option, label: option } : option;
        return (
          <option key={choice} value={choice}>
            {text}
          </option>
        );
      })}
    </select>
  );
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {beside ? (
        <div className="flex gap-2">
          {select}
          {beside}
        </div>
      ) : (
        select
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {below}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
