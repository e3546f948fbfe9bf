import { useFrameTexts } from "~/i18n/frame";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { LineIcon } from "~/components/kit/Icon";

/**
 * A red (error) or green (success) banner that can be dismissed without JavaScript: the visually
 * hidden checkbox before it hides it through `peer-checked`. With JavaScript, a new result
 * (`resetOn`) shows it again after a dismissal. `id` goes on the text, for `aria-describedby`.
 */
export function Banner({
  tone = "error",
  id,
  resetOn,
  children,
}: {
  tone?: "error" | "success";
  id?: string;
  resetOn?: unknown;
  children: ReactNode;
}) {
  const { chrome: t } = useFrameTexts();
  const toggleId = useId();
  const toggle = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (toggle.current) toggle.current.checked = false;
  }, [resetOn]);
  const error = tone === "error";
  return (
    <div>
      <input ref={toggle} id={toggleId} type="checkbox" className="peer sr-only" />
      <div
        role={error ? "alert" : "status"}
        className={`flex items-start gap-3 rounded-md border px-4 py-3 text-sm peer-checked:hidden peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 ${
          error ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-800"
        }`}
      >
        <p id={id} className="flex-1">
          {children}
        </p>
        <label htmlFor={toggleId} title={t.dismiss} className="-m-1 shrink-0 cursor-pointer rounded p-1 hover:bg-black/5">
          <span className="sr-only">{t.dismiss}</span>
          <LineIcon viewBox="0 0 20 20" className="h-4 w-4">
            <path d="M5 5l10 10M15 5 5 15" />
          </LineIcon>
        </label>
      </div>
    </div>
  );
}
