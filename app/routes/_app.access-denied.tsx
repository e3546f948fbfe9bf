import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/utils/brand";
import { accessDeniedMessage } from "~/utils/access-denied.server";
import { requireUser } from "~/utils/session.server";

/**
 * /access-denied (spec community.md §2): where a non-member opening a community or one of its posts
 * is sent. `?community=<id>` asks core for the viewer's running ban there: a banned member is told
 * until when (issue 13); without one, or for anyone else, the members-only message.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return { message: await accessDeniedMessage(user, new URL(request.url).searchParams.get("community")) };
}

export const meta: MetaFunction = () => [{ title: pageTitle("Access denied") }];

export default function AccessDenied() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">Access denied</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <Link
        to="/communities"
        className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        See the communities
      </Link>
    </div>
  );
}
