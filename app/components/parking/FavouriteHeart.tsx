import type { ElementType } from "react";
import { fill } from "@core/i18n/catalogue";
import type { HeartMessages } from "~/i18n/parking/texts";

/**
 * The heart on a search card and on a car park's detail page (decision 025). A plain POST form to
 * /favourites/{id}, which adds or removes and redirects back, so it needs no JavaScript (the search
 * page is an island: this file imports nothing from Remix). Hydrated pages may pass a fetcher's
 * Form as `as` to toggle in place. Signed out, the heart leads to sign in (a GET form) and back here.
 */
export const FAVOURITE_INTENTS = ["add", "remove"] as const;
export type FavouriteIntent = (typeof FAVOURITE_INTENTS)[number];

export function favouriteAction(parkingId: string): string {
  return `/favourites/${encodeURIComponent(parkingId)}`;
}

export function favouriteLabel(isFavourite: boolean, name: string, t: HeartMessages): string {
  return fill(isFavourite ? t.removeNamed : t.addNamed, { name });
}

const BUTTON =
  "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-rose-600 hover:bg-rose-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-wait disabled:opacity-60";

export function FavouriteHeart({
  parkingId,
  name,
  isFavourite,
  redirectTo,
  signInHref,
  as: FormElement = "form",
  busy = false,
  t,
}: {
  /** The heart's texts in the page's language (app/i18n/parking/favourites.server.ts). */
  t: HeartMessages;
  parkingId: string;
  name: string;
  isFavourite: boolean;
  /** A same-site path to come back to (the action checks it again). */
  redirectTo: string;
  /** Set when nobody is signed in: the heart then leads there (a same-site path with its query). */
  signInHref?: string;
  as?: ElementType;
  busy?: boolean;
}) {
  if (signInHref) {
    // A GET form rather than a link: the card keeps one link (its detail), and it works without JavaScript.
    const target = new URL(signInHref, "http://x");
    return (
      <form method="get" action={target.pathname} className="shrink-0">
        {[...target.searchParams].map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <button type="submit" className={BUTTON} title={t.signInToSave}>
          <HeartIcon filled={false} />
          <span className="sr-only">{fill(t.signInToAdd, { name })}</span>
        </button>
      </form>
    );
  }
  const label = favouriteLabel(isFavourite, name, t);
  return (
    <FormElement method="post" action={favouriteAction(parkingId)} className="shrink-0">
      <input type="hidden" name="intent" value={isFavourite ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className={BUTTON} title={isFavourite ? t.remove : t.add} disabled={busy}>
        <HeartIcon filled={isFavourite} />
        <span className="sr-only">{label}</span>
      </button>
    </FormElement>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      aria-hidden="true"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z"
      />
    </svg>
  );
}
