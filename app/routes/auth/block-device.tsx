import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DeviceLinkPage, type DeviceLinkTexts } from "~/components/auth/DeviceLinkPage";
import { pageTitle } from "~/utils/brand";
import { replyWithRefusal } from "~/utils/form.server";
import { PRIVATE_HEADERS, privateHeaders } from "~/routes/auth/parts/private-headers";
import { blockDeviceByLink } from "@core/account/account-service";
import { errorFields, log } from "@core/log";
import { peekToken } from "@core/security/one-time-token";
import { services } from "@core/services";
import { BLOCK_DEVICE, type BlockDeviceMessages } from "~/i18n/auth/device-links.server";
import { pageLanguage } from "~/i18n/language.server";

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
  // Only this language's texts reach the browser (decision 058).
  const t = BLOCK_DEVICE.pick(await pageLanguage(request)) as BlockDeviceMessages;
  return data({ token, result, t }, { headers: PRIVATE_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  try {
    const ok = await blockDeviceByLink(services(), token);
    return redirect(`/block-device?result=${ok ? "blocked" : "invalid"}`);
  } catch (error) {
    // A lone button: whatever went wrong is the form's message (the spec's unexpected text, logged).
    return replyWithRefusal(request, error, { logMessage: "block-device link failed", headers: PRIVATE_HEADERS });
  }
}

/** The token is in the URL: no Referer to other sites, and no caching. */
export const headers = privateHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Block Device") },
  { name: "robots", content: "noindex" },
];

export default function BlockDevice() {
  const { token, result, t } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const state = result === "blocked" ? "done" : result === "invalid" || !token ? "invalid" : "ask";
  return <DeviceLinkPage state={state} token={token} lastResult={lastResult} busy={busy} texts={textsOf(t)} />;
}

function textsOf(t: BlockDeviceMessages): DeviceLinkTexts {
  return {
    done: {
      title: t.doneTitle,
      message: t.done,
      next: (
        <Link
          to="/forgot-password"
          className="mt-6 inline-flex rounded-md bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {t.changePassword}
        </Link>
      ),
    },
    invalid: { title: t.invalidTitle, message: t.invalid, hint: t.invalidHint },
    home: t.home,
    ask: {
      title: t.askTitle,
      intro: t.askIntro,
      button: t.button,
      busyButton: t.busy,
      danger: true,
      formClassName: "mt-6",
      footer: t.footer,
    },
  };
}
