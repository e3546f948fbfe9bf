import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";

// A placeholder so the side menu has no dead link; the booking work replaces this page.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export const meta: MetaFunction = () => [{ title: pageTitle("My bookings") }];

export default function Bookings() {
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My bookings</h1>
      <p className="mt-4 text-slate-600">Coming soon.</p>
    </div>
  );
}
