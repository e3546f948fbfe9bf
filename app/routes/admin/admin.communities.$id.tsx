import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddModeratorForm, BannerUpload } from "~/components/admin/AdminCommunityForms";
import { CommunityAdminForm } from "~/components/admin/CommunityAdminForm";
import { RowButtonForm } from "~/components/kit/RowForms";
import { pageTitle } from "~/utils/brand";
import {
  addModeratorByEmail,
  adminOf,
  communityPage,
  editCommunity,
  removeModeratorOf,
  setBanner,
  uploadedBanner,
} from "~/routes/admin/parts/community-admin.server";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { revalidateAfterRefusal, rowReplies, type RowReply } from "~/utils/row-replies";
import { answerRowButton } from "~/utils/row-replies.server";
import { communityFormSchema, moderatorByEmailSchema, uploadedBannerSchema } from "@core/community/community-admin-schema";
import { DomainError } from "@core/errors";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { ADMIN_COMMUNITY, COMMUNITY_FORM, type AdminCommunityMessages, type CommunityFormMessages } from "~/i18n/admin/communities.server";
import { languageOf } from "~/i18n/language.server";

/**
 * /admin/communities/{id} (issue 13): edit a community's name, description, rules and banner; add
 * moderators by e-mail and remove them; read its mod log. Every form is a plain POST to this route
 * (`intent` says which), so it all works without JavaScript. A new banner goes straight to the
 * bucket with a signed POST form (decision 020, as car park pictures do); the bucket sends the
 * browser back here with the upload's key, the page checks what arrived and offers "Use this
 * banner" (a GET never changes the community).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const t = ADMIN_COMMUNITY.pick(language) as AdminCommunityMessages;
  const q = new URL(request.url).searchParams;
  const page = await communityPage(request, params.id ?? "", q.get("log"), language);
  const key = q.get("key");
  let uploaded: { key: string; sizeText: string } | null = null;
  let uploadProblem: string | null = null;
  if (key) {
    try {
      const { size } = await uploadedBanner(request, page.id, key);
      uploaded = { key, sizeText: `${Math.max(1, Math.round(size / 1024))} KB` };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      uploadProblem = translateMessage(error.message, language);
    }
  }
  const saved = SAVED.find((key) => key === q.get("saved"));
  return {
    ...page,
    uploaded,
    uploadProblem,
    saved: saved ? t[saved] : null,
    laterLogPage: Boolean(q.get("log")),
    t,
    form: COMMUNITY_FORM.pick(language) as CommunityFormMessages,
  };
}

/** The notices after a change: fixed texts (the catalogue's), so an edited link can announce nothing made up. */
const SAVED = ["created", "saved", "banner", "moderator-added", "moderator-removed"] as const;

export async function action({ request, params }: ActionFunctionArgs) {
  await adminOf(request);
  const id = params.id ?? "";
  const form = await request.formData();
  const intent = form.get("intent");
  const back = (key: (typeof SAVED)[number]) => redirect(`/admin/communities/${encodeURIComponent(id)}?saved=${key}`);
  const logFields = { communityId: id, intent: String(intent) };
  if (intent === "save") {
    const submission = parseWithZod(form, { schema: communityFormSchema });
    if (submission.status !== "success") return invalidSubmission(request, submission);
    try {
      await editCommunity(request, id, Object.fromEntries(form));
    } catch (error) {
      return replyWithError(request, submission, error, { logMessage: "community not saved", logFields });
    }
    return back("saved");
  }
  if (intent === "set-banner") {
    const submission = parseWithZod(form, { schema: uploadedBannerSchema });
    if (submission.status !== "success") return invalidSubmission(request, submission);
    try {
      await setBanner(request, id, submission.value);
    } catch (error) {
      return replyWithError(request, submission, error, { logMessage: "banner not set", logFields });
    }
    return back("banner");
  }
  if (intent === "add-moderator") {
    const submission = parseWithZod(form, { schema: moderatorByEmailSchema });
    if (submission.status !== "success") return invalidSubmission(request, submission);
    try {
      await addModeratorByEmail(request, id, submission.value);
    } catch (error) {
      return replyWithError(request, submission, error, { logMessage: "moderator not added", logFields, fieldFor: () => "email" });
    }
    return back("moderator-added");
  }
  return answerRowButton(
    request,
    form,
    { intent: "remove-moderator", idField: "userId" },
    (userId) => removeModeratorOf(request, id, userId),
    {
      done: `/admin/communities/${encodeURIComponent(id)}?saved=moderator-removed`,
      logMessage: "moderator not removed",
      logFields,
    },
  );
}

export const shouldRevalidate = revalidateAfterRefusal;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? fill(data.t.metaTitle, { name: data.name }) : "Community · Admin") },
  { name: "robots", content: "noindex" },
];

const SECTION = "mt-10 border-t border-slate-200 pt-6";

export default function AdminCommunity() {
  const {
    id,
    name,
    href,
    members,
    values,
    banners,
    moderators,
    log,
    logCursor,
    laterLogPage,
    saved,
    bannerUrl,
    bannerUpload,
    uploaded,
    uploadProblem,
    t,
    form,
  } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as RowReply | undefined;
  const intent = (reply?.result.initialValue as Record<string, unknown> | null | undefined)?.intent ?? reply?.intent;
  const rows = rowReplies(reply, "userId");
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/communities" className="hover:underline">
          {t.communities}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900" data-user-content>
        {name}
      </h1>
      <p className="mt-2 text-slate-600">
        {members} ·{" "}
        <Link to={href} className="font-semibold text-brand-700 hover:underline">
          {t.communityPage}
        </Link>
      </p>
      {saved ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {saved}
        </p>
      ) : null}
      <CommunityAdminForm
        // A new version after a save: the form starts again from what is stored.
        key={values.version}
        id={`community-${id}`}
        lastResult={intent === "save" ? reply?.result : undefined}
        defaultValue={values}
        banners={banners}
        submitLabel={t.submit}
        t={form}
      />

      <BannerUpload
        communityId={id}
        uploaded={uploaded}
        uploadProblem={uploadProblem}
        bannerUrl={bannerUrl}
        upload={bannerUpload}
        version={values.version ?? 0}
        lastResult={intent === "set-banner" ? reply?.result : undefined}
        t={t}
      />

      <section className={SECTION} aria-labelledby="moderators">
        <h2 id="moderators" className="text-xl font-bold text-slate-900">
          {t.moderators}
        </h2>
        {moderators.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t.noModerators}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {moderators.map((m) => (
              <li key={m.id} className="px-4 py-3">
                <RowButtonForm
                  intent="remove-moderator"
                  idField="userId"
                  id={m.id}
                  lastResult={rows.replyFor("remove-moderator", m.id)}
                  label={fill(t.remove, { name: m.name })}
                  busyLabel={t.removing}
                  tone="danger"
                  className="flex flex-wrap items-center justify-between gap-3"
                >
                  <span data-user-content>
                    <Link to={`/admin/users/${m.id}`} className="font-semibold text-brand-700 hover:underline">
                      {m.name}
                    </Link>{" "}
                    <span className="text-sm text-slate-600">{m.email}</span>
                  </span>
                </RowButtonForm>
              </li>
            ))}
          </ul>
        )}
        <AddModeratorForm lastResult={intent === "add-moderator" ? reply?.result : undefined} t={t} />
      </section>

      <section className={SECTION} aria-labelledby="mod-log">
        <h2 id="mod-log" className="text-xl font-bold text-slate-900">
          {t.modLog}
        </h2>
        {log.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t.nothingYet}</p>
        ) : (
          <div className="mt-3 overflow-x-auto" role="region" aria-labelledby="mod-log" tabIndex={0}>
            {/* A wide table scrolls in its own box on a phone; the page never scrolls sideways. */}
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th className="py-2 pr-3">{t.when}</th>
                  <th className="py-2 pr-3">{t.who}</th>
                  <th className="py-2 pr-3">{t.what}</th>
                  <th className="py-2 pr-3">{t.reason}</th>
                </tr>
              </thead>
              <tbody>
                {log.map((e) => (
                  <tr key={e.key} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-3 whitespace-nowrap">{e.at}</td>
                    <td className="py-2 pr-3" data-user-content>
                      {e.actor}
                    </td>
                    <td className="py-2 pr-3">
                      <NamedIn text={e.what} name={e.target} />
                    </td>
                    {/* A moderator's own words (core's own reasons come in the page's language). */}
                    <td className="py-2 pr-3" data-user-content>
                      {e.reason}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="mt-3 flex gap-4">
          {laterLogPage ? (
            <Link to={`/admin/communities/${id}`} className="font-semibold text-brand-700 hover:underline">
              {t.newest}
            </Link>
          ) : null}
          {logCursor ? (
            <Link
              to={`/admin/communities/${id}?${new URLSearchParams({ log: logCursor })}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t.older}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}

/** A mod-log line with the person it names marked as data (a name, not the page's words). */
function NamedIn({ text, name }: { text: string; name: string | null }) {
  const at = name ? text.indexOf(name) : -1;
  if (!name || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span data-user-content>{name}</span>
      {text.slice(at + name.length)}
    </>
  );
}
