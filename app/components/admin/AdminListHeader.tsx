import { Link } from "@remix-run/react";
import { interleave } from "~/components/auth/interleave";

/** The header's own texts in the page's language (listHeaderTexts, app/i18n/admin/frame.server.ts). */
export interface AdminListHeaderTexts {
  administration: string;
  /** "Saved: {name}." */
  saved: string;
}

/**
 * The top of an admin list page (car parks, coupons, communities): the way back to the dashboard,
 * the title, the "add one" link, and the note a save redirects back with (`?saved=<name>`).
 */
export function AdminListHeader({
  title,
  add,
  saved,
  texts,
}: {
  title: string;
  add: { to: string; label: string };
  saved?: string | null;
  texts: AdminListHeaderTexts;
}) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin" className="hover:underline">
          {texts.administration}
        </Link>
      </p>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <Link to={add.to} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {add.label}
        </Link>
      </div>
      {saved ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {interleave(texts.saved, { name: <span data-user-content>{saved}</span> })}
        </p>
      ) : null}
    </>
  );
}
