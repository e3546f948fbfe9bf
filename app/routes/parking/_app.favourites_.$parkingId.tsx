import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { z } from "zod";
import { FAVOURITE_INTENTS } from "~/components/parking/FavouriteHeart";
import { pageTitle } from "~/utils/brand";
import { replyWithRefusal } from "~/utils/form.server";
import { getSignedIn, safeRedirect } from "~/utils/session.server";
import { ValidationError } from "@core/errors";
import { addFavourite, removeFavourite } from "@core/favourite/favourites";
import { services } from "@core/services";
import { pageLanguage } from "~/i18n/language.server";
import { FAVOURITES } from "~/i18n/parking/favourites.server";

/**
 * POST /favourites/{parking id}: the hearts' address (decision 025). `intent` add or remove, then
 * back to `redirectTo` (a same-site path only), so the heart works as a plain form without
 * JavaScript, on the search island too. A refusal (the cap, a car park gone) is this page, with a
 * way back; a fetcher gets the same reply as data. The same-origin guard in front of every POST
 * (decision 007) covers this route like any other form.
 */
const favouriteFormSchema = z.object({
  intent: z.enum(FAVOURITE_INTENTS),
  redirectTo: z.string().max(2000).optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  // Nothing to show on a GET (e.g. coming back from sign-in): the list is the place.
  const signedIn = await getSignedIn(request);
  throw redirect(signedIn ? "/favourites" : "/signin?redirectTo=%2Ffavourites");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"), "/favourites");
  const signedIn = await getSignedIn(request);
  if (!signedIn) throw redirect(`/signin?redirectTo=${encodeURIComponent(back)}`);
  const { user } = signedIn;
  const parsed = favouriteFormSchema.safeParse(Object.fromEntries(form));
  try {
    if (!parsed.success) throw new ValidationError("Please choose to add or remove the car park.");
    const table = services().table;
    if (parsed.data.intent === "add") await addFavourite(table, user, user.id, params.parkingId ?? "");
    else await removeFavourite(table, user, user.id, params.parkingId ?? "");
  } catch (error) {
    return replyWithRefusal(request, error, {
      logMessage: "favourite change failed",
      logFields: { userId: user.id, parkingId: params.parkingId },
      extra: { back, t: FAVOURITES.pick(await pageLanguage(request)) },
    });
  }
  return redirect(back);
}

export const meta: MetaFunction = () => [{ title: pageTitle("Favourites") }];

export default function FavouriteRefused() {
  const reply = useActionData<typeof action>();
  // Only a refused POST shows this page (a GET redirects): its reply carries the texts.
  if (!reply) return null;
  const { t } = reply;
  const message = reply.result.error?.[""]?.[0];
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.refusedTitle}</h1>
      {message ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <p className="flex flex-wrap gap-4">
        {reply.back ? (
          <a href={reply.back} className="font-semibold text-brand-700 hover:underline">
            {t.goBack}
          </a>
        ) : null}
        <Link to="/favourites" className="font-semibold text-brand-700 hover:underline">
          {t.title}
        </Link>
      </p>
    </div>
  );
}
