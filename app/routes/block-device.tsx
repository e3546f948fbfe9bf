import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { pageTitle } from "~/utils/brand";
import { blockDeviceByLink } from "../../functions/core/account/account-service";
import { UNEXPECTED_MESSAGE } from "../../functions/core/errors";
import { errorFields, log } from "../../functions/core/log";
import { peekToken } from "../../functions/core/security/one-time-token";
import { services } from "../../functions/core/services";

const DONE = "The device has been blocked and its sessions ended. We recommend you change your password.";
const INVALID = "This link is invalid or has expired.";
/**
 * The token is in the URL: no Referer to other sites, and no caching. "same-origin", not "no-referrer":
 * with no-referrer the browser sends `Origin: null` on the form's POST, which Remix refuses as CSRF.
 */
const PRIVATE_HEADERS = { "Referrer-Policy": "same-origin", "Cache-Control": "no-store" };

/**
 * GET only asks. Mail scanners and link previews fetch every link in an e-mail; blocking on GET
 * would let them lock a member out of a device they just used. The POST of the button does it;
 * the GET merely reads whether the link is still valid.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const asked = url.searchParams.get("result");
  let result: "blocked" | "invalid" | null = asked === "blocked" || asked === "invalid" ? asked : null;
  // A read, not a use: a link that is already spent says so at once instead of after the button.
  if (!result && token) {
    try {
      if (!(await peekToken(services().table, "block-device", token))) result = "invalid";
    } catch (error) {
      log.warn("block-device token check failed", errorFields(error));
    }
  }
  return data({ token, result }, { headers: PRIVATE_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  try {
    const ok = await blockDeviceByLink(services(), token);
    return redirect(`/block-device?result=${ok ? "blocked" : "invalid"}`);
  } catch (error) {
    log.error("block-device link failed", errorFields(error));
    return data({ message: UNEXPECTED_MESSAGE }, { status: 500, headers: PRIVATE_HEADERS });
  }
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const out = new Headers(PRIVATE_HEADERS);
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) source?.forEach((value, name) => out.set(name, value));
  return out;
};

export const meta: MetaFunction = () => [{ title: pageTitle("Block Device") }, { name: "robots", content: "noindex" }];

export default function BlockDevice() {
  const { token, result } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  if (result === "blocked") {
    return (
      <Card title="Device blocked">
        <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-800">
          {DONE}
        </p>
        <Link
          to="/forgot-password"
          className="mt-6 inline-flex rounded-md bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          Change your password
        </Link>
      </Card>
    );
  }

  if (result === "invalid" || !token) {
    return (
      <Card title="Block device">
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {INVALID}
        </p>
        <p className="mt-4 text-sm text-slate-600">
          You can block a device at any time under Devices and locations after signing in.
        </p>
        <Link to="/" className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
          Go to the home page
        </Link>
      </Card>
    );
  }

  return (
    <Card title="Block this device?">
      <p className="mt-4 text-slate-600">
        If you did not sign in from the new device named in our e-mail, block it. Sign-ins from it will be refused and its
        sessions ended.
      </p>
      {failure ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure.message}
        </p>
      ) : null}
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-red-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-wait disabled:opacity-75"
        >
          {busy ? "Blocking..." : "Block this device"}
        </button>
      </Form>
      <p className="mt-6 text-sm text-slate-600">
        It was you after all? Then there is nothing to do here; you can close this page.
      </p>
    </Card>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-8">
        <h1 className="text-balance text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
