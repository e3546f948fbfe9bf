import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { fromCursor } from "~/utils/page-cursor.server";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useId, useRef } from "react";
import { FavouriteHeart } from "~/components/FavouriteHeart";
import { PassOffers } from "~/components/PassOffers";
import { passOffers } from "~/utils/pass-offer.server";
import { getNetwork, networkIdsOf } from "@core/pass/network";
import type { PassPlan } from "@core/pass/pass-plan";
import { FeatureIcon, type FeatureIconName } from "~/components/FeatureIcon";
import { CarParkMap } from "~/components/CarParkMap";
import { mapSettings } from "~/utils/map-settings.server";
import { directionsUrl, mapPageUrl } from "@core/parking/directions";
import { policyLines, policyOf } from "@core/booking/policy";
import { PhotoCarousel, type Photo } from "~/components/PhotoCarousel";
import { PriceBreakdown, type PriceBreakdownView } from "~/components/PriceBreakdown";
import { pageTitle } from "~/utils/brand";
import { priceBreakdownView } from "~/utils/price-view";
import { freeSpaces } from "@core/availability/availability";
import { checkWindow, readStayParams, type StayWindow } from "@core/availability/window";
import { ValidationError } from "@core/errors";
import { slug } from "@core/parking/parking";
import { parkingImageUrl } from "@core/parking/parking-images";
import { getParking } from "@core/parking/parking-store";
import { pricesFor } from "@core/parking/search";
import { kindsTaken, parseVehicleKind, VEHICLE_KIND_LABEL, type VehicleKind } from "@core/parking/vehicle-kind";
import { services } from "@core/services";
import { favouriteIdsAmong } from "@core/favourite/favourites";
import { notFound } from "~/utils/http.server";
import { getSignedIn, getStaffSignedIn, requireUser } from "~/utils/session.server";
import { Field, inputClass } from "~/components/search-fields";
import { ErrorList } from "~/components/error-list";
import { replyWithRefusal } from "~/utils/form.server";
import { formatIndiaDay } from "@core/time/india-time";
import { formatAverage, ratingOf } from "@core/review/rating";
import { listReviews, mayModerateReviews, removeReview, REVIEW_MESSAGES } from "@core/review/reviews";

/**
 * /detail/{name}?city&id&in&out&type — one car park and its reservation panel (spec §2). `name` is
 * a slug for people and search engines; `id` finds the car park. The window arrives as India-time
 * datetime-local values (the panel's own GET form); UTC instants are accepted too. Price and free
 * spaces are computed here from the stored car park, never in the browser (ARCHITECTURE §4).
 */
const FREE_LABEL: Record<VehicleKind, string> = { four: "Four-wheeler spaces free", two: "Two-wheeler spaces free" };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get("id")?.trim() ?? "";
  // Ids are short; a long one cannot be a car park and need not reach the table.
  if (!id || id.length > 100) notFound();
  const { table } = services();
  const [parking, signedIn] = await Promise.all([getParking(table, id), getSignedIn(request)]);
  if (!parking) notFound();
  const user = signedIn?.user;
  const here = `${url.pathname}${url.search}`;
  const favourite = {
    isFavourite: user ? (await favouriteIdsAmong(table, user, user.id, [parking.id])).has(parking.id) : false,
    here,
    signInHref: user ? undefined : `/signin?redirectTo=${encodeURIComponent(here)}`,
  };

  const kinds = kindsTaken(parking);
  const requested = parseVehicleKind(url.searchParams.get("type"));
  const kind: VehicleKind | undefined = kinds.find((k) => k === requested) ?? kinds[0];

  const now = new Date();
  // The panel's own GET form sends India-time values; links from elsewhere, instants (core reads both).
  const stay = readStayParams(url.searchParams.get("in"), url.searchParams.get("out"), now);
  const { inValue, outValue } = stay;
  let window: StayWindow | undefined;
  const errors: { in?: string; out?: string } = {};
  try {
    window = checkWindow(stay.arrival, stay.departure, now);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    errors.in = error.fieldErrors.in?.[0];
    errors.out = error.fieldErrors.out?.[0];
  }

  let quote: { price?: PriceBreakdownView; free: Partial<Record<VehicleKind, number>>; bookHref?: string; full: boolean } | undefined;
  if (window) {
    const free = await freeSpaces(table, parking, window);
    const prices = pricesFor(parking, window);
    const breakdown = kind ? prices[kind] : undefined;
    const freeShown = Object.fromEntries(kinds.map((k) => [k, free[k]])) as Partial<Record<VehicleKind, number>>;
    const full = kind === undefined || free[kind] <= 0;
    const book = new URLSearchParams({
      name: slug(parking.name),
      id: parking.id,
      c: parking.code,
      in: window.inTime.toISOString(),
      out: window.outTime.toISOString(),
      type: kind ?? "",
    });
    quote = {
      price: breakdown ? priceBreakdownView(breakdown) : undefined,
      free: freeShown,
      bookHref: full ? undefined : `/checkout?${book}`,
      full,
    };
  }

  // Decision 028: the rating from the car park's counters, and a page of its reviews, newest first.
  const rating = ratingOf(parking);
  // A hand-edited page cursor shows the first page rather than failing the whole car park.
  const reviewPage = await fromCursor(url.searchParams.get("reviews"), (from) => listReviews(table, parking.id, { cursor: from }));
  const moreReviews = new URLSearchParams(url.searchParams);
  if (reviewPage.cursor) moreReviews.set("reviews", reviewPage.cursor);
  const reviews = {
    summary: rating
      ? { average: formatAverage(rating.average), count: rating.count, label: rating.count === 1 ? "1 review" : `${rating.count} reviews` }
      : null,
    items: reviewPage.reviews.map((r) => ({
      bookingId: r.bookingId,
      author: r.authorName,
      rating: r.rating,
      text: r.text,
      date: formatIndiaDay(r.createdAt),
      at: r.createdAt,
    })),
    moreHref: reviewPage.cursor ? `${url.pathname}?${moreReviews}#reviews` : null,
    // Moderators, and admins in their own session, see a Remove form on each review; core asks the
    // same rule again when it is used.
    canRemove: mayModerateReviews((await getStaffSignedIn(request))?.user),
    removed: url.searchParams.get("notice") === "review-removed" ? REVIEW_MESSAGES.removed : null,
  };

  const total = parking.images.length;
  const photos: Photo[] = parking.images.map((image, index) => ({
    src: parkingImageUrl(image),
    alt: `${parking.name}, picture ${index + 1} of ${total}`,
  }));

  return {
    parking: {
      id: parking.id,
      name: parking.name,
      code: parking.code,
      city: parking.city,
      addressLines: [parking.address_line1, parking.address_line2, [parking.city, parking.pincode].filter(Boolean).join(" ")].filter(
        Boolean,
      ),
      description: parking.description,
      features: parking.features,
      sheded: parking.sheded,
      // A car park stores only whether it is open round the clock (no opening times), so that is all the page says.
      hours: parking.open24x7 ? "Open 24x7" : "Not open 24x7",
      location: {
        lat: parking.lat,
        lng: parking.lng,
        mapHref: mapPageUrl(parking),
        directionsHref: directionsUrl(parking),
        ...mapSettings(),
      },
      // The car park's own cut-off and re-entry rule (booking/policy.ts), in the words checkout and the bookings use.
      policy: policyLines(policyOf(parking)),
    },
    // Its monthly passes (decision 029), priced from the stored plans.
    passes: passOffers(parking),
    // The operator networks it belongs to, which sell a multi-location pass (decision 029).
    networks: await networksOf(parking.passPlans),
    photos,
    kinds,
    kind,
    inValue,
    outValue,
    errors,
    quote,
    favourite,
    reviews,
  };
}

/** A moderator's removal of a review (decision 028): a plain POST, then back to this page's reviews. */
export async function action({ request }: ActionFunctionArgs) {
  const user = (await getStaffSignedIn(request))?.user ?? (await requireUser(request)).user;
  const form = await request.formData();
  const bookingId = String(form.get("bookingId") ?? "");
  try {
    await removeReview(services().table, user, bookingId, String(form.get("reason") ?? ""));
  } catch (error) {
    return replyWithRefusal(error, {
      logMessage: "review removal failed",
      logFields: { userId: user.id, bookingId },
      extra: { bookingId },
    });
  }
  const url = new URL(request.url);
  url.searchParams.delete("reviews");
  url.searchParams.set("notice", "review-removed");
  return redirect(`${url.pathname}?${url.searchParams}#reviews`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: pageTitle("Page not found") }];
  return [
    { title: pageTitle(data.parking.name) },
    { name: "description", content: `Book parking at ${data.parking.name}, ${data.parking.city}: free spaces and prices for your times.` },
  ];
};

export default function ParkingDetail() {
  const { parking, passes, networks, photos, kinds, kind, inValue, outValue, errors, quote, favourite, reviews } =
    useLoaderData<typeof loader>();

  const facts: { icon: FeatureIconName; text: string }[] = [
    { icon: "security", text: "Security" },
    parking.sheded ? { icon: "covered", text: "Covered parking" } : { icon: "open-air", text: "Open-air parking" },
    { icon: "clock", text: parking.hours },
  ];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          Car park in {parking.city} <span className="text-slate-500">· {parking.code}</span>
        </p>
        <div className="mt-1 flex items-start justify-between gap-4">
          <h1 className="text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{parking.name}</h1>
          <DetailHeart parkingId={parking.id} name={parking.name} {...favourite} />
        </div>
        {reviews.summary ? (
          <p className="mt-1 text-slate-700">
            <a href="#reviews" className="hover:underline">
              <span aria-hidden="true" className="text-amber-500">
                ★{" "}
              </span>
              <span className="font-semibold text-slate-900">{reviews.summary.average}</span>
              <span className="sr-only"> out of 5</span> ({reviews.summary.label})
            </a>
          </p>
        ) : null}
        <address className="mt-2 not-italic text-slate-700">
          {parking.addressLines.map((line, index) => (
            <span key={index}>
              {index > 0 ? ", " : null}
              {line}
            </span>
          ))}
        </address>
      </header>

      {/* Below lg the left column dissolves (display: contents) so the panel can sit right after the pictures. */}
      <div className="mt-6 flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="contents lg:flex lg:flex-col lg:gap-8">
          <div className="order-1">
            <PhotoCarousel photos={photos} label={`Pictures of ${parking.name}`} />
          </div>

          <section aria-labelledby="facts-heading" className="order-2">
            <h2 id="facts-heading" className="sr-only">
              At a glance
            </h2>
            <ul className="grid gap-3 sm:grid-cols-3">
              {facts.map((fact) => (
                <li
                  key={fact.text}
                  className="flex items-center gap-3 rounded-xl bg-white p-3 font-semibold sm:p-4 text-slate-800 shadow-sm ring-1 ring-slate-200"
                >
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <FeatureIcon name={fact.icon} />
                  </span>
                  {fact.text}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="about-heading" className="order-4">
            <h2 id="about-heading" className="text-xl font-bold text-slate-900">
              About this car park
            </h2>
            <p className="mt-2 max-w-prose leading-7 text-slate-700">{parking.description}</p>
          </section>

          <section aria-labelledby="location-heading" className="order-4">
            <h2 id="location-heading" className="text-xl font-bold text-slate-900">
              Location
            </h2>
            <div className="mt-3">
              <CarParkMap name={parking.name} {...parking.location} />
            </div>
          </section>

          <section aria-labelledby="policy-heading" className="order-5">
            <h2 id="policy-heading" className="text-xl font-bold text-slate-900">
              Cancellation and changes
            </h2>
            <ul className="mt-3 space-y-1 text-slate-700">
              <li>{parking.policy.cancellation}</li>
              <li>{parking.policy.reentry}</li>
            </ul>
          </section>

          {passes.length > 0 ? (
            <section aria-labelledby="passes-heading" className="order-5">
              <h2 id="passes-heading" className="text-xl font-bold text-slate-900">
                Monthly passes
              </h2>
              <p className="mt-2 text-slate-700">Park every day within the plan&apos;s hours, with unlimited entries and exits.</p>
              <div className="mt-3">
                <PassOffers offers={passes} headingLevel={3} />
              </div>
              <Link
                to={`/pass/${encodeURIComponent(parking.id)}`}
                className="mt-3 inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
              >
                Buy a pass
              </Link>
            </section>
          ) : null}

          {networks.length > 0 ? (
            <section aria-labelledby="networks-heading" className="order-5">
              <h2 id="networks-heading" className="text-xl font-bold text-slate-900">
                Multi-location pass
              </h2>
              <p className="mt-2 text-slate-700">
                Park here and at the other car parks of its operator&apos;s network for 1 to 7 days, with one pass activated at the first
                booth.
              </p>
              <ul className="mt-3 space-y-2">
                {networks.map((network) => (
                  <li key={network.id}>
                    <Link to={network.href} className="font-semibold text-brand-700 underline underline-offset-2">
                      {network.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <Reviews reviews={reviews} />

          {parking.features.length > 0 ? (
            <section aria-labelledby="features-heading" className="order-5">
              <h2 id="features-heading" className="text-xl font-bold text-slate-900">
                Features
              </h2>
              <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                {parking.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2 text-slate-700">
                    <FeatureIcon name="check" className="h-5 w-5 shrink-0 text-emerald-600" />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <ReservationPanel
          id={parking.id}
          city={parking.city}
          kinds={kinds}
          kind={kind}
          inValue={inValue}
          outValue={outValue}
          errors={errors}
          quote={quote}
        />
      </div>
    </div>
  );
}

interface PanelProps {
  id: string;
  city: string;
  kinds: readonly VehicleKind[];
  kind?: VehicleKind;
  inValue: string;
  outValue: string;
  errors: { in?: string; out?: string };
  quote?: { price?: PriceBreakdownView; free: Partial<Record<VehicleKind, number>>; bookHref?: string; full: boolean };
}

function ReservationPanel({ id, city, kinds, kind, inValue, outValue, errors, quote }: PanelProps) {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  // A new answer from the server resets the fields to what it used.
  const formKey = [inValue, outValue, kind].join("|");

  return (
    <aside
      aria-labelledby={`${uid}-heading`}
      className="order-3 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 lg:sticky lg:top-24 lg:order-none"
    >
      <h2 id={`${uid}-heading`} className="text-xl font-bold text-slate-900">
        Reserve a space
      </h2>

      <Form key={formKey} ref={formRef} method="get" replace preventScrollReset className="mt-4 space-y-4">
        <input type="hidden" name="city" value={city} />
        <input type="hidden" name="id" value={id} />
        <DateField id={`${uid}-in`} name="in" label="Arrival" value={inValue} error={errors.in} />
        <DateField id={`${uid}-out`} name="out" label="Departure" value={outValue} error={errors.out} />
        {kinds.length > 0 ? (
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-slate-700">Vehicle</legend>
            <div className="flex flex-wrap gap-2">
              {kinds.map((k) => (
                <label
                  key={k}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
                >
                  <input
                    type="radio"
                    name="type"
                    value={k}
                    defaultChecked={k === kind}
                    // With JavaScript the price follows the choice at once; without it, Update does it.
                    onChange={() => formRef.current && submit(formRef.current, { replace: true, preventScrollReset: true })}
                    className="h-4 w-4 accent-brand-600"
                  />
                  {VEHICLE_KIND_LABEL[k]}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="text-sm text-slate-700">This car park has no spaces to book at the moment.</p>
        )}
        <button
          type="submit"
          className="inline-flex h-11 w-full items-center justify-center rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Update
        </button>
      </Form>

      {quote ? (
        <div className="mt-5 space-y-4">
          <ul className="space-y-1 text-sm text-slate-800">
            {kinds.map((k) => (
              <li key={k}>
                {FREE_LABEL[k]}: <FreeCount count={quote.free[k] ?? 0} />
              </li>
            ))}
          </ul>
          {quote.price ? <PriceBreakdown view={quote.price} headingId={`${uid}-price`} /> : null}
          {quote.bookHref ? (
            <Link
              to={quote.bookHref}
              className="inline-flex h-12 w-full items-center justify-center rounded-lg bg-brand-600 px-6 text-lg font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              Book
            </Link>
          ) : kinds.length > 0 ? (
            <p className="flex h-12 w-full items-center justify-center rounded-lg bg-slate-200 px-6 font-semibold text-slate-700">
              Fully booked for this time
            </p>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}

/**
 * The heart (decision 025): with JavaScript it toggles in place through a fetcher (shown at once,
 * settled by the page's reload after the action's redirect); without it, the same form posts and
 * the action redirects back here.
 */
function DetailHeart(props: { parkingId: string; name: string; isFavourite: boolean; here: string; signInHref?: string }) {
  const fetcher = useFetcher<{ result?: { error?: Record<string, string[] | null> } }>();
  const pending = fetcher.formData?.get("intent");
  const isFavourite = pending ? pending === "add" : props.isFavourite;
  const refusal = fetcher.state === "idle" ? fetcher.data?.result?.error?.[""]?.[0] : undefined;
  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <FavouriteHeart
        parkingId={props.parkingId}
        name={props.name}
        isFavourite={isFavourite}
        redirectTo={props.here}
        signInHref={props.signInHref}
        as={fetcher.Form}
      />
      <div role="alert" className="max-w-xs text-right text-sm font-medium text-red-700">
        {refusal}
      </div>
    </div>
  );
}

function FreeCount({ count }: { count: number }) {
  if (count > 0) return <span className="font-semibold tabular-nums">{count}</span>;
  return (
    <span className="font-bold tabular-nums text-red-700">
      0<span className="sr-only"> (full)</span>
    </span>
  );
}

/** Arrival or departure: the same labelled field, look and error list as the search bar's (search-fields.tsx). */
function DateField({ id, name, label, value, error }: { id: string; name: string; label: string; value: string; error?: string }) {
  return (
    <Field id={id} label={label} error={error}>
      {(described) => (
        <input
          id={id}
          name={name}
          type="datetime-local"
          required
          defaultValue={value}
          {...described}
          className={inputClass(Boolean(error))}
        />
      )}
    </Field>
  );
}

type ReviewsView = ReturnType<typeof useLoaderData<typeof loader>>["reviews"];

/** The car park's reviews (decision 028): the average and count, then each review, newest first. */
function Reviews({ reviews }: { reviews: ReviewsView }) {
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const removing = navigation.state === "submitting" ? navigation.formData?.get("bookingId") : undefined;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="order-6">
      <h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
        Reviews
      </h2>
      {reviews.removed ? (
        <p role="status" className="mt-3 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {reviews.removed}
        </p>
      ) : null}
      {reviews.summary ? (
        <p className="mt-2 text-slate-700" data-testid="rating-summary">
          Rated <span className="font-semibold text-slate-900">{reviews.summary.average} out of 5</span> from {reviews.summary.label}
        </p>
      ) : null}
      {reviews.items.length === 0 ? (
        <p className="mt-2 text-slate-600">No reviews yet. Drivers who parked here can review their stay from My bookings.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {reviews.items.map((review) => (
            <li key={review.bookingId}>
              <article aria-label={`Review by ${review.author}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <p className="flex flex-wrap items-baseline gap-x-3">
                  <span className="font-semibold text-slate-900">{review.author}</span>
                  <span className="text-amber-500" aria-hidden="true">
                    {"★".repeat(review.rating)}
                    <span className="text-slate-300">{"★".repeat(5 - review.rating)}</span>
                  </span>
                  <span className="sr-only">{review.rating === 1 ? "1 star out of 5" : `${review.rating} stars out of 5`}</span>
                  <time dateTime={review.at} className="text-sm text-slate-500">
                    {review.date}
                  </time>
                </p>
                {review.text ? <p className="mt-2 whitespace-pre-line text-slate-700">{review.text}</p> : null}
                {reviews.canRemove ? (
                  <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="bookingId" value={review.bookingId} />
                    <label className="flex flex-col text-xs font-semibold text-slate-700">
                      Reason for removal
                      <input
                        name="reason"
                        maxLength={500}
                        className="mt-1 rounded-md border border-slate-300 px-2 py-1 text-sm font-normal"
                      />
                    </label>
                    <button
                      type="submit"
                      disabled={removing === review.bookingId}
                      className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                    >
                      {removing === review.bookingId ? "Removing..." : `Remove review by ${review.author}`}
                    </button>
                    {reply?.bookingId === review.bookingId ? (
                      <ErrorList id={`remove-${review.bookingId}-error`} errors={reply.result.error?.[""] ?? undefined} />
                    ) : null}
                  </Form>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      {reviews.moreHref ? (
        <a href={reviews.moreHref} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          More reviews
        </a>
      ) : null}
    </section>
  );
}

/** The networks a car park's share plans name, as links to their purchase page. */
async function networksOf(plans: PassPlan[] | undefined) {
  const networks = await Promise.all(networkIdsOf(plans).map((id) => getNetwork(services().table, id)));
  return networks.flatMap((n) => (n ? [{ id: n.id, name: n.name, href: `/pass/network/${encodeURIComponent(n.id)}` }] : []));
}
