import { Form, useNavigation } from "@remix-run/react";
import { CommunityBanner } from "~/components/community/CommunityCard";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import type { RowReply } from "~/utils/row-replies";
import { moderatorByEmailSchema, uploadedBannerSchema } from "@core/community/community-admin-schema";
import { fill } from "~/i18n/catalogue";
import type { AdminCommunityMessages } from "~/i18n/admin/people-texts";

/**
 * Two forms of /admin/communities/{id} (app/routes/admin/admin.communities.$id.tsx): add a moderator by
 * e-mail, and the banner upload (straight to the bucket with a signed POST form, decision 020, then
 * "Use this banner" back to the page).
 */
const SECTION = "mt-10 border-t border-slate-200 pt-6";

export function AddModeratorForm({ lastResult, t }: { lastResult: RowReply["result"] | undefined; t: AdminCommunityMessages }) {
  const { form, fields, formProps } = useKitForm(moderatorByEmailSchema, { id: "add-moderator", lastResult });
  const busy = useNavigation().formData?.get("intent") === "add-moderator";
  return (
    <Form method="post" {...formProps} className="mt-4 flex max-w-xl flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="add-moderator" />
      <Field meta={fields.email} label={t.moderatorEmail} type="email" className="grow" />
      <SubmitButton busy={busy} busyLabel={t.adding} variant="inline">
        {t.addModerator}
      </SubmitButton>
      <ErrorList id={form.errorId} errors={form.errors} className="w-full" />
    </Form>
  );
}

export function BannerUpload({
  communityId,
  uploaded,
  uploadProblem,
  bannerUrl,
  upload,
  version,
  lastResult,
  t,
}: {
  communityId: string;
  /** The file the bucket sent the browser back with, checked by the page. */
  uploaded: { key: string; sizeText: string } | null;
  uploadProblem: string | null;
  bannerUrl: string;
  upload: { url: string; fields: Record<string, string> };
  version: number;
  lastResult: RowReply["result"] | undefined;
  t: AdminCommunityMessages;
}) {
  const { form, formProps } = useKitForm(uploadedBannerSchema, { id: "set-banner", lastResult });
  const busy = useNavigation().formData?.get("intent") === "set-banner";
  return (
    <section className={SECTION} aria-labelledby="new-banner">
      <h2 id="new-banner" className="text-xl font-bold text-slate-900">
        {t.uploadHeading}
      </h2>
      <figure className="mt-3 max-w-2xl">
        <CommunityBanner url={bannerUrl} className="h-32 rounded-lg" />
        <figcaption className="mt-1 text-sm text-slate-600">{bannerUrl ? t.bannerNow : t.noBannerNow}</figcaption>
      </figure>
      <ErrorList id={form.errorId} errors={[...(uploadProblem ? [uploadProblem] : []), ...(form.errors ?? [])]} className="mt-4" />
      {uploaded ? (
        // To the page without ?key: a refused file is deleted, and the page would report it missing as well.
        <Form
          method="post"
          action={`/admin/communities/${encodeURIComponent(communityId)}`}
          {...formProps}
          className="mt-4 max-w-2xl rounded-xl border border-emerald-200 bg-emerald-50 p-4"
        >
          <input type="hidden" name="intent" value="set-banner" />
          <input type="hidden" name="key" value={uploaded.key} />
          <input type="hidden" name="version" value={version} />
          <p className="text-sm text-emerald-900">{fill(t.uploaded, { size: uploaded.sizeText })}</p>
          <div className="mt-3">
            <SubmitButton busy={busy} busyLabel={t.saving} variant="inline">
              {t.useBanner}
            </SubmitButton>
          </div>
        </Form>
      ) : null}
      {/* Posted by the browser to the bucket itself: a plain form, not the kit's (no action here). */}
      <form method="post" action={upload.url} encType="multipart/form-data" className="mt-4 max-w-2xl space-y-2">
        {Object.entries(upload.fields).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <label htmlFor="banner-file" className="block text-sm font-semibold text-slate-800">
          {t.bannerFile}
        </label>
        <p id="banner-file-hint" className="text-sm text-slate-600">
          {t.bannerFileHint}
        </p>
        <input
          id="banner-file"
          type="file"
          name="file"
          accept="image/*"
          required
          aria-describedby="banner-file-hint"
          className="block w-full text-sm text-slate-700"
        />
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t.uploadBanner}
        </button>
      </form>
    </section>
  );
}
