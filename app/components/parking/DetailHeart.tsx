import { useFetcher } from "@remix-run/react";
import { FavouriteHeart } from "~/components/parking/FavouriteHeart";
import type { HeartMessages } from "~/i18n/parking/texts";

/**
 * The heart (decision 025): with JavaScript it toggles in place through a fetcher (shown at once,
 * settled by the page's reload after the action's redirect); without it, the same form posts and
 * the action redirects back here.
 */
export function DetailHeart(props: {
  parkingId: string;
  name: string;
  isFavourite: boolean;
  here: string;
  signInHref?: string;
  t: HeartMessages;
}) {
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
        t={props.t}
      />
      <div role="alert" className="max-w-xs text-right text-sm font-medium text-red-700">
        {refusal}
      </div>
    </div>
  );
}
