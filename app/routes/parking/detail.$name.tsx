import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookBar } from "~/components/parking/BookBar";
import { DetailHeart } from "~/components/parking/DetailHeart";
import { DetailReviews } from "~/components/parking/DetailReviews";
import { ReservationPanel } from "~/components/parking/ReservationPanel";
import { PassOffers } from "~/components/passes/PassOffers";
import { FeatureIcon, type FeatureIconName } from "~/components/parking/FeatureIcon";
import { CarParkMap } from "~/components/parking/CarParkMap";
import { PhotoCarousel } from "~/components/parking/PhotoCarousel";
import { pageTitle } from "~/utils/brand";
import { loadParkingDetail, removeReviewFromDetail } from "~/routes/parking/parts/parking-detail.server";
import { fill } from "~/i18n/catalogue";

/**
 * /detail/{name}?city&id&in&out&type — one car park and its reservation panel (spec §2). `name` is
 * a slug for people and search engines; `id` finds the car park. The window arrives as India-time
 * datetime-local values (the panel's own GET form); UTC instants are accepted too. Price and free
 * spaces are computed on the server from the stored car park (app/routes/parking/parts/parking-detail.server.ts),
 * never in the browser (ARCHITECTURE §4).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadParkingDetail(request);
}

/** A moderator's removal of a review (decision 028): a plain POST, then back to this page's reviews. */
export async function action({ request }: ActionFunctionArgs) {
  return removeReviewFromDetail(request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: pageTitle("Page not found") }];
  return [
    { title: pageTitle(data.parking.name) },
    { name: "description", content: fill(data.t.description, { name: data.parking.name, city: data.parking.city }) },
  ];
};

export default function ParkingDetail() {
  const { t, parking, passes, passesText, networks, photos, kinds, kind, inValue, outValue, errors, quote, favourite, reviews } =
    useLoaderData<typeof loader>();

  const facts: { icon: FeatureIconName; text: string }[] = [
    { icon: "security", text: t.security },
    parking.sheded ? { icon: "covered", text: t.coveredParking } : { icon: "open-air", text: t.openAirParking },
    { icon: "clock", text: parking.hours },
  ];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {fill(t.carParkIn, { city: parking.city })} <span className="text-slate-500">· {parking.code}</span>
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
              <span className="sr-only">{` ${t.outOfFive}`}</span>
              {` (${reviews.summary.label})`}
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
            <PhotoCarousel photos={photos} label={fill(t.picturesOf, { name: parking.name })} t={t} />
          </div>

          <section aria-labelledby="facts-heading" className="order-2">
            <h2 id="facts-heading" className="sr-only">
              {t.atAGlance}
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
              {t.about}
            </h2>
            <p className="mt-2 max-w-prose leading-7 text-slate-700">{parking.description}</p>
          </section>

          <section aria-labelledby="location-heading" className="order-4">
            <h2 id="location-heading" className="text-xl font-bold text-slate-900">
              {t.location}
            </h2>
            <div className="mt-3">
              <CarParkMap name={parking.name} t={t} {...parking.location} />
            </div>
          </section>

          <section aria-labelledby="policy-heading" className="order-5">
            <h2 id="policy-heading" className="text-xl font-bold text-slate-900">
              {t.policy}
            </h2>
            <ul className="mt-3 space-y-1 text-slate-700">
              <li>{parking.policy.cancellation}</li>
              <li>{parking.policy.reentry}</li>
            </ul>
          </section>

          {passes.length > 0 ? (
            <section aria-labelledby="passes-heading" className="order-5">
              <h2 id="passes-heading" className="text-xl font-bold text-slate-900">
                {t.monthlyPasses}
              </h2>
              <p className="mt-2 text-slate-700">{t.monthlyPassesText}</p>
              <div className="mt-3">
                <PassOffers offers={passes} headingLevel={3} t={passesText} />
              </div>
              <Link
                to={`/pass/${encodeURIComponent(parking.id)}`}
                className="mt-3 inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
              >
                {t.buyPass}
              </Link>
            </section>
          ) : null}

          {networks.length > 0 ? (
            <section aria-labelledby="networks-heading" className="order-5">
              <h2 id="networks-heading" className="text-xl font-bold text-slate-900">
                {t.networkPass}
              </h2>
              <p className="mt-2 text-slate-700">{t.networkPassText}</p>
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

          <DetailReviews reviews={reviews} t={t} />

          {parking.features.length > 0 ? (
            <section aria-labelledby="features-heading" className="order-5">
              <h2 id="features-heading" className="text-xl font-bold text-slate-900">
                {t.features}
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
          t={t}
        />
      </div>
      <BookBar quote={quote} t={t} />
    </div>
  );
}
