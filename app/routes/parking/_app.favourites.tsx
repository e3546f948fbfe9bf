import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { LoadMoreLink } from "~/components/community/LoadMoreLink";
import { favouriteAction } from "~/components/parking/FavouriteHeart";
import { ROW_BUTTON } from "~/components/kit/RowForms";
import { pageTitle } from "~/utils/brand";
import { detailHref } from "~/utils/detail-link";
import { defaultWindow, toIndiaInputValue } from "~/utils/india-time";
import { requireUser } from "~/utils/session.server";
import { listFavourites } from "@core/favourite/favourites";
import { formatRupees } from "@core/pricing/pricing";
import { services } from "@core/services";
import { fill } from "~/i18n/catalogue";
import { pageLanguage } from "~/i18n/language.server";
import { FAVOURITES, type FavouritesMessages } from "~/i18n/parking/favourites.server";

/**
 * /favourites (decision 025): the member's favourite car parks, most recently added first, 20 a
 * page with 'Load More' (`?cursor=`). Each links to its detail for the default window (from now,
 * as search starts) and has a Remove button that posts to /favourites/{id} and comes back here.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor");
  const page = await listFavourites(services().table, user, user.id, { cursor });
  const window = defaultWindow(new Date());
  const [inValue, outValue] = [toIndiaInputValue(window.inTime), toIndiaInputValue(window.outTime)];
  // Only this language's texts reach the browser (decision 058).
  const t = FAVOURITES.pick(await pageLanguage(request));
  return {
    t,
    here: `${url.pathname}${url.search}`,
    paged: Boolean(cursor),
    nextCursor: page.cursor ?? null,
    favourites: page.favourites.map(({ parkingId, parking }) => ({
      id: parkingId,
      name: parking?.name ?? t.gone,
      address: parking ? [parking.address_line1, parking.address_line2].filter(Boolean).join(", ") : "",
      city: parking?.city ?? "",
      prices: parking
        ? [
            parking.fourWheelerCapacity > 0
              ? fill(t.priceCar, { price: formatRupees(parking.priceF), hours: parking.price_for })
              : undefined,
            parking.twoWheelerCapacity > 0
              ? fill(t.priceTwo, { price: formatRupees(parking.priceT), hours: parking.price_for })
              : undefined,
          ].filter((p): p is string => Boolean(p))
        : [],
      active: Boolean(parking && !parking.inactive),
      detailHref: parking ? detailHref({ name: parking.name, city: parking.city, id: parking.id, in: inValue, out: outValue }) : undefined,
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Your favourite car parks") }];

export default function Favourites() {
  const { t, favourites, nextCursor, paged, here } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
      {favourites.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
          <p>{paged ? t.noMore : t.empty}</p>
          {paged ? null : (
            <p className="mt-2">
              <a href="/search" className="font-semibold text-brand-700 hover:underline">
                {t.findCarParks}
              </a>
              {` ${t.tapTheHeart}`}
            </p>
          )}
        </div>
      ) : (
        <ul className="max-w-3xl space-y-3">
          {favourites.map((f) => (
            <FavouriteRow key={f.id} f={f} here={here} t={t} />
          ))}
        </ul>
      )}
      <LoadMoreLink cursor={nextCursor} />
    </div>
  );
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["favourites"][number];

function FavouriteRow({ f, here, t }: { f: Row; here: string; t: FavouritesMessages }) {
  const fetcher = useFetcher<{ result?: { error?: Record<string, string[] | null> } }>();
  const busy = fetcher.state !== "idle";
  const refusal = fetcher.state === "idle" ? fetcher.data?.result?.error?.[""]?.[0] : undefined;
  return (
    <li
      aria-label={f.name}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">
          {f.detailHref ? (
            <Link to={f.detailHref} className="hover:underline focus:underline">
              {f.name}
            </Link>
          ) : (
            f.name
          )}
        </h2>
        {f.address ? <p className="text-sm text-slate-600">{f.address}</p> : null}
        {f.city ? <p className="text-sm text-slate-600">{f.city}</p> : null}
        {f.prices.length > 0 ? <p className="mt-1 text-sm font-medium text-slate-800">{f.prices.join(" · ")}</p> : null}
        {f.active ? null : <p className="mt-1 text-sm font-medium text-amber-800">{t.notTaking}</p>}
      </div>
      <fetcher.Form method="post" action={favouriteAction(f.id)} className="shrink-0">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" disabled={busy} className={ROW_BUTTON.danger} aria-label={fill(t.removeNamed, { name: f.name })}>
          {busy ? t.removing : t.remove}
        </button>
        <div role="alert" className="text-sm text-red-700">
          {refusal}
        </div>
      </fetcher.Form>
    </li>
  );
}
