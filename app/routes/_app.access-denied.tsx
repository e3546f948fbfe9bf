import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageTitle } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { COMMUNITY_MESSAGES } from "@core/community/community";

/** /access-denied (spec community.md §2): where a non-member opening a community or one of its posts is sent. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export const meta: MetaFunction = () => [{ title: pageTitle("Access denied") }];

export default function AccessDenied() {
  return (
    <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">Access denied</h1>
      <p className="mt-2 text-slate-700">{COMMUNITY_MESSAGES.notMember}</p>
      <Link
        to="/communities"
        className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        See the communities
      </Link>
    </div>
  );
}
