import { redirect } from "@remix-run/node";
import { passOffers } from "~/utils/pass-offer.server";
import { getNetwork, networkIdsOf } from "@core/pass/network";
import type { PassPlan } from "@core/pass/pass-plan";
import { mapSettings } from "~/utils/map-settings.server";
import { directionsUrl, mapPageUrl } from "@core/parking/directions";
import { policyLines, policyOf } from "@core/booking/policy";
import type { Photo } from "~/components/parking/PhotoCarousel";
import type { Quote } from "~/components/parking/ReservationPanel";
import { priceBreakdownView } from "~/utils/price-view";
import { freeSpaces } from "@core/availability/availability";
import { checkWindow, readStayParams, type StayWindow } from "@core/availability/window";
import { ValidationError } from "@core/errors";
import { slug } from "@core/parking/parking";
import { parkingImageUrl } from "@core/parking/parking-images";
import { getParking } from "@core/parking/parking-store";
import { pricesFor } from "@core/parking/search";
import { kindsTaken, parseVehicleKind, type VehicleKind } from "@core/parking/vehicle-kind";
import { services } from "@core/services";
import { favouriteIdsAmong } from "@core/favourite/favourites";
import { notFound } from "~/utils/http.server";
import { fromCursor } from "~/utils/page-cursor.server";
import { getSignedIn, getStaffSignedIn, requireUser } from "~/utils/session.server";
import { replyWithRefusal } from "~/utils/form.server";
import { formatIndiaDay } from "@core/time/india-time";
import { formatAverage, ratingOf } from "@core/review/rating";
import { listReviews, mayModerateReviews, removeReview, REVIEW_MESSAGES } from "@core/review/reviews";
import { translateMessage } from "@core/i18n/messages";
import { formatIndianNumber } from "@core/i18n/numbers";
import { fill } from "~/i18n/catalogue";
import { pageLanguage } from "~/i18n/language.server";
import { DETAIL, DETAIL_VALUES, FEATURE_HINDI } from "~/i18n/parking/detail.server";
import { FAVOURITE_HEART } from "~/i18n/parking/favourites.server";
import { PASS_OFFERS } from "~/i18n/passes/passes.server";

/**
 * The server half of /detail/{name} (app/routes/parking/detail.$name.tsx): the car park, the stay window
 * asked for, its free spaces and price (computed here from the stored car park, never in the
 * browser: ARCHITECTURE §4), its passes, networks and reviews; and a moderator's removal of a review.
 */

/** Everything the detail page shows, for the request's `id`, window (`in`, `out`) and vehicle (`type`). */
export async function loadParkingDetail(request: Request) {
  const url = new URL(request.url);
  const id = url.searchParams.get("id")?.trim() ?? "";
  // Ids are short; a long one cannot be a car park and need not reach the table.
  if (!id || id.length > 100) notFound();
  const { table } = services();
  const [parking, signedIn] = await Promise.all([getParking(table, id), getSignedIn(request)]);
  if (!parking) notFound();
  const user = signedIn?.user;
  // Only this language's texts reach the browser (decision 058).
  const language = await pageLanguage(request);
  const t = DETAIL.pick(language);
  const v = DETAIL_VALUES.pick(language);
  const here = `${url.pathname}${url.search}`;
  const favourite = {
    isFavourite: user ? (await favouriteIdsAmong(table, user, user.id, [parking.id])).has(parking.id) : false,
    here,
    signInHref: user ? undefined : `/signin?redirectTo=${encodeURIComponent(here)}`,
    t: FAVOURITE_HEART.pick(language),
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
    const shown = (message: string | undefined) => (message === undefined ? undefined : translateMessage(message, language));
    errors.in = shown(error.fieldErrors.in?.[0]);
    errors.out = shown(error.fieldErrors.out?.[0]);
  }

  let quote: Quote | undefined;
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
      price: breakdown && kind ? priceBreakdownView(breakdown, undefined, language) : undefined,
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
      ? {
          average: formatAverage(rating.average),
          count: rating.count,
          label: rating.count === 1 ? v.reviewOne : fill(v.reviewMany, { count: formatIndianNumber(rating.count) }),
        }
      : null,
    items: reviewPage.reviews.map((r) => ({
      bookingId: r.bookingId,
      author: r.authorName,
      rating: r.rating,
      text: r.text,
      date: formatIndiaDay(r.createdAt, language),
      at: r.createdAt,
    })),
    moreHref: reviewPage.cursor ? `${url.pathname}?${moreReviews}#reviews` : null,
    // Moderators, and admins in their own session, see a Remove form on each review; core asks the
    // same rule again when it is used.
    canRemove: mayModerateReviews((await getStaffSignedIn(request))?.user),
    removed: url.searchParams.get("notice") === "review-removed" ? translateMessage(REVIEW_MESSAGES.removed, language) : null,
  };

  const total = parking.images.length;
  const photos: Photo[] = parking.images.map((image, index) => ({
    src: parkingImageUrl(image),
    alt: fill(v.pictureAlt, { name: parking.name, number: index + 1, total }),
  }));

  return {
    t,
    parking: {
      id: parking.id,
      name: parking.name,
      code: parking.code,
      city: parking.city,
      addressLines: [parking.address_line1, parking.address_line2, [parking.city, parking.pincode].filter(Boolean).join(" ")].filter(
        Boolean,
      ),
      description: parking.description,
      // The fixed vocabulary in the page's language; an operator's own wording as written.
      features: parking.features.map((feature) => (language === "hi" ? (FEATURE_HINDI[feature] ?? feature) : feature)),
      sheded: parking.sheded,
      // A car park stores only whether it is open round the clock (no opening times), so that is all the page says.
      hours: parking.open24x7 ? v.open24x7 : v.notOpen24x7,
      location: {
        lat: parking.lat,
        lng: parking.lng,
        mapHref: mapPageUrl(parking),
        directionsHref: directionsUrl(parking),
        ...mapSettings(),
      },
      // The car park's own cut-off and re-entry rule (booking/policy.ts), in the words checkout and the bookings use.
      policy: policyLines(policyOf(parking), language),
    },
    // Its monthly passes (decision 029), priced from the stored plans.
    passes: passOffers(parking, language),
    passesText: PASS_OFFERS.pick(language),
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
export async function removeReviewFromDetail(request: Request) {
  const user = (await getStaffSignedIn(request))?.user ?? (await requireUser(request)).user;
  const form = await request.formData();
  const bookingId = String(form.get("bookingId") ?? "");
  try {
    await removeReview(services().table, user, bookingId, String(form.get("reason") ?? ""));
  } catch (error) {
    return replyWithRefusal(request, error, {
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

/** The networks a car park's share plans name, as links to their purchase page. */
async function networksOf(plans: PassPlan[] | undefined) {
  const networks = await Promise.all(networkIdsOf(plans).map((id) => getNetwork(services().table, id)));
  return networks.flatMap((n) => (n ? [{ id: n.id, name: n.name, href: `/pass/network/${encodeURIComponent(n.id)}` }] : []));
}
