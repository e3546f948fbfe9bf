import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/utils/brand";
import { requireAdmin } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request);
  return { name: user.name, email: user.email };
}

export const meta: MetaFunction = () => [{ title: pageTitle("Admin") }, { name: "robots", content: "noindex" }];

export default function AdminHome() {
  const { name, email } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loggingOut = navigation.state !== "idle" && navigation.formAction === "/admin/logout";

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Administration</p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900">Admin dashboard</h1>
          <p className="mt-2 text-slate-600">
            Signed in as <strong className="text-slate-900">{email}</strong>
            <span className="sr-only"> ({name})</span>
          </p>
        </div>
        <Form method="post" action="/admin/logout">
          <button
            type="submit"
            disabled={loggingOut}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-75"
          >
            {loggingOut ? "Logging out..." : "Logout"}
          </button>
        </Form>
      </div>
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-slate-600">
        <h2 className="text-lg font-semibold text-slate-900">Admin tools are on their way</h2>
        <p className="mt-2">
          Managing car parks, bookings, coupons and members arrives in a later release. For now this area confirms your
          administrator access.
        </p>
      </div>
    </div>
  );
}
