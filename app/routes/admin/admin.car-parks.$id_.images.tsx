import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorList, NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { pageTitle } from "~/utils/brand";
import { replyWithRefusal } from "~/utils/form.server";
import { addImage, checkUploadedImage, parkingImagesPage, removeImage } from "~/routes/admin/parts/parking-admin.server";
import { parkingImageUrl } from "@core/parking/parking-images";
import { PARKING_IMAGE_LIMITS } from "@core/parking/parking-image-admin";
import { DomainError } from "@core/errors";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import { CAR_PARK_IMAGES } from "~/i18n/admin/car-parks.server";
import { ADMIN_PARKING_WORDS } from "~/i18n/admin/parking-forms.server";
import type { CarParkImagesMessages } from "~/i18n/admin/parking-texts";

/**
 * /admin/car-parks/{id}/images (issue 13): a car park's pictures. The file goes straight to the
 * bucket with a signed POST form (decision 012), with or without JavaScript; the bucket sends the
 * browser back here with the upload's key, the page checks what arrived and offers "Add this
 * picture" (a GET never changes the car park). Remove takes a picture out of the gallery.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { parking, form } = await parkingImagesPage(request, params.id ?? "");
  const language = languageOf(request);
  const t = CAR_PARK_IMAGES.pick(language) as CarParkImagesMessages;
  const key = new URL(request.url).searchParams.get("key");
  let uploaded: { key: string; sizeText: string } | null = null;
  let problem: string | null = null;
  if (key) {
    try {
      const { size } = await checkUploadedImage(request, key);
      uploaded = { key, sizeText: `${Math.max(1, Math.round(size / 1024))} KB` };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      problem = translateMessage(error.message, language);
    }
  }
  return {
    t,
    metaTitle: fill(ADMIN_PARKING_WORDS.pick(language).pageTitle, { name: fill(t.metaTitle, { name: parking.name }) }),
    id: parking.id,
    name: parking.name,
    images: parking.images.map((name) => ({ name, url: parkingImageUrl(name) })),
    form,
    uploaded,
    problem,
    maxImages: PARKING_IMAGE_LIMITS.maxImages,
    full: parking.images.length >= PARKING_IMAGE_LIMITS.maxImages,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  const formData = await request.formData();
  const intent = formData.get("intent");
  try {
    if (intent === "add") await addImage(request, id, String(formData.get("key") ?? ""));
    else await removeImage(request, id, String(formData.get("name") ?? ""));
  } catch (error) {
    return replyWithRefusal(request, error, { logMessage: "car park picture not changed" });
  }
  return redirect(`/admin/car-parks/${id}/images`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.metaTitle ?? "Pictures of a car park · Admin") },
  { name: "robots", content: "noindex" },
];

export default function CarParkImages() {
  const { t, id, name, images, form: upload, uploaded, problem, full, maxImages } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { form, formProps } = useKitForm(NO_FIELDS, { id: "images", lastResult: reply?.result });
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to={`/admin/car-parks/${id}`} className="hover:underline" data-user-content>
          {name}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.title}</h1>
      <ErrorList id={form.errorId} errors={[...(problem ? [problem] : []), ...(form.errors ?? [])]} className="mt-4" />
      {uploaded ? (
        <Form method="post" {...formProps} className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="key" value={uploaded.key} />
          <p className="text-sm text-emerald-900">{fill(t.uploaded, { size: uploaded.sizeText })}</p>
          <button
            type="submit"
            disabled={busy}
            className="mt-3 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-75"
          >
            {t.addThis}
          </button>
        </Form>
      ) : null}
      {images.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.empty}</p>
      ) : (
        <ul aria-label={t.listLabel} className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.name} className="rounded-lg border border-slate-200 bg-white p-2">
              <img src={image.url} alt={fill(t.alt, { number: index + 1, name })} className="aspect-[4/3] w-full rounded object-cover" />
              <Form method="post" {...formProps} className="mt-2">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="name" value={image.name} />
                <button type="submit" disabled={busy} className="text-sm font-semibold text-red-700 hover:underline disabled:opacity-75">
                  {fill(t.remove, { number: index + 1 })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="mt-6 text-slate-600">{fill(t.full, { max: maxImages })}</p>
      ) : (
        // Posted by the browser to the bucket itself: a plain form, not the kit's (no action here).
        <form method="post" action={upload.url} encType="multipart/form-data" className="mt-8 space-y-2">
          {Object.entries(upload.fields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          <label htmlFor="picture" className="block text-sm font-semibold text-slate-800">
            {t.newPicture}
          </label>
          <p className="text-sm text-slate-600">{t.fileHint}</p>
          <input id="picture" type="file" name="file" accept="image/*" required className="block w-full text-sm text-slate-700" />
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t.upload}
          </button>
        </form>
      )}
    </div>
  );
}
