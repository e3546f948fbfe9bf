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
import { interleave } from "~/components/auth/interleave";
import { VERIFY_LOGIN, type VerifyLoginMessages } from "~/i18n/auth/device-links.server";
import { pageLanguage } from "~/i18n/language.server";

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
  // Only this language's texts reach the browser (decision 058).
  const t = VERIFY_LOGIN.pick(await pageLanguage(request)) as VerifyLoginMessages;
  return data({ token, result, t }, { headers: PRIVATE_HEADERS });
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Verify Login") },
  { name: "robots", content: "noindex" },
];

export default function VerifyLogin() {
  const { token, result, t } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const state = result === "trusted" ? "done" : result === "invalid" || !token ? "invalid" : "ask";
  return <DeviceLinkPage state={state} token={token} lastResult={lastResult} busy={busy} texts={textsOf(t)} />;
}

function textsOf(t: VerifyLoginMessages): DeviceLinkTexts {
  return {
    done: { title: t.doneTitle, message: t.done, next: <HomeLink label={t.home} /> },
    invalid: { title: t.invalidTitle, message: t.invalid, hint: t.invalidHint },
    home: t.home,
    ask: {
      title: t.askTitle,
      intro: t.askIntro,
      button: t.button,
      busyButton: t.busy,
      formClassName: "mt-6 flex flex-col gap-3 sm:flex-row sm:items-center",
      footer: interleave(t.footer, {
        block: <strong>{t.blockDevice}</strong>,
        link: (
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {t.changePassword}
          </Link>
        ),
      }),
    },
  };
}
