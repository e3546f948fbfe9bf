import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HomeLink } from "~/components/auth/AuthCard";
import { DeviceLinkPage, type DeviceLinkTexts } from "~/components/auth/DeviceLinkPage";
import { pageTitle } from "~/utils/brand";
import { replyWithRefusal } from "~/utils/form.server";
import { PRIVATE_HEADERS, privateHeaders } from "~/routes/auth/parts/private-headers";
import { verifyLogin } from "@core/account/account-service";
import { errorFields, log } from "@core/log";
import { peekToken } from "@core/security/one-time-token";
import { services } from "@core/services";

const DONE = "Thank you. This device is now trusted.";

/**
 * GET only asks. Mail scanners and link previews fetch every link in an e-mail, so the token is
 * used only by the POST of the button below (the GET merely reads whether it is still valid).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const asked = url.searchParams.get("result");
  let result: "trusted" | "invalid" | null = asked === "trusted" || asked === "invalid" ? asked : null;
  // A read, not a use: a link that is already spent says so at once instead of after the button.
  if (!result && token) {
    try {
      if (!(await peekToken(services().table, "verify-login", token))) result = "invalid";
    } catch (error) {
      log.warn("verify-login token check failed", errorFields(error));
    }
  }
  return data({ token, result }, { headers: PRIVATE_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  try {
    const ok = await verifyLogin(services(), token);
    return redirect(`/verify-login?result=${ok ? "trusted" : "invalid"}`);
  } catch (error) {
    // A lone button: whatever went wrong is the form's message (the spec's unexpected text, logged).
    return replyWithRefusal(request, error, { logMessage: "verify-login link failed", headers: PRIVATE_HEADERS });
  }
}

/** The token is in the URL: no Referer to other sites, and no caching. */
export const headers = privateHeaders;

export const meta: MetaFunction = () => [{ title: pageTitle("Verify Login") }, { name: "robots", content: "noindex" }];

export default function VerifyLogin() {
  const { token, result } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const state = result === "trusted" ? "done" : result === "invalid" || !token ? "invalid" : "ask";
  return <DeviceLinkPage state={state} token={token} lastResult={lastResult} busy={busy} texts={TEXTS} />;
}

const TEXTS: DeviceLinkTexts = {
  done: { title: "Device confirmed", message: DONE, next: <HomeLink /> },
  invalid: {
    title: "Verify login",
    hint: "You can review the devices that use your account under Devices and locations after signing in.",
  },
  ask: {
    title: "Was this you?",
    intro: "Your account was signed in to from a new device. If it was you, confirm it: we will trust this device from now on.",
    button: "Yes, this was me",
    busyButton: "Confirming...",
    formClassName: "mt-6 flex flex-col gap-3 sm:flex-row sm:items-center",
    footer: (
      <>
        Not you? Use the <strong>Block device</strong> link in the same e-mail, then{" "}
        <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
          change your password
        </Link>
        .
      </>
    ),
  },
};
