import type { LoaderFunctionArgs } from "@remix-run/node";
import { citiesOfState } from "@core/places/states";
import type { CitiesAnswer } from "~/utils/cities-lookup";

/**
 * GET /resources/cities?state=KA: a state's cities (ISO code or name, any case) as JSON, for the
 * profile form's state field (a fetcher). The same reference data as the app clients' GET
 * /api/add/city/{id}, which stays as it is. Public data: no sign-in needed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = new URL(request.url).searchParams.get("state")?.trim() ?? "";
  const cities = state ? citiesOfState(state) : undefined;
  if (!cities) {
    const answer: CitiesAnswer = { state, error: "State not found." };
    return Response.json(answer, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const answer: CitiesAnswer = { state, cities: cities.map((c) => c.name) };
  return Response.json(answer, { headers: { "Cache-Control": "public, max-age=86400" } });
}
