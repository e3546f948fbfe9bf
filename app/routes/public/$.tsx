import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { CHROME } from "~/i18n/chrome.server";
import { pageLanguage } from "~/i18n/language.server";
import { NotFound } from "~/components/kit/ErrorBoundary";
import { pageTitle } from "~/utils/brand";

/**
 * Every URL no other route claims: the kit's 404 screen inside the normal layout, with status 404,
 * in the page's language (decision 058; the screen's texts travel with the frame's).
 */
async function notFoundPage(request: Request) {
  return data({ title: CHROME.pick(await pageLanguage(request)).pageNotFound }, { status: 404 });
}

export const loader = ({ request }: LoaderFunctionArgs) => notFoundPage(request);

// A form posted to an unknown URL is a missing page too, not an unexpected 405.
export const action = ({ request }: ActionFunctionArgs) => notFoundPage(request);

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: pageTitle(loaded?.title ?? "Page not found") }];

export default function NotFoundRoute() {
  return <NotFound />;
}
