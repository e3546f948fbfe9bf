import { Pager } from "~/components/kit/Pager";
import type { CheckoutMessages } from "~/i18n/booking/texts";

/** One vehicle on the picker's page, as the checkout's loader lists it. */
export interface PickerVehicle {
  id: string;
  name: string;
  number: string;
  type: string;
  isDefault: boolean;
  /** False when the car park has no spaces for its kind: shown, but not choosable. */
  taken: boolean;
}

/**
 * The checkout's vehicle picker (spec §2 Checkout): a page of the member's vehicles as radios that
 * belong to the confirm form (`formId`), a pager, and without JavaScript an "Update price" button
 * (with it, choosing a radio updates the price at once through `onChange`).
 */
export function VehiclePicker({
  picker,
  chosen,
  selected,
  onChange,
  pageHref,
  formId,
  showUpdateButton,
  t,
}: {
  picker: { total: number; page: number; pages: number; vehicles: PickerVehicle[] };
  chosen: { id: string; name: string; number: string } | null;
  selected: string | null;
  onChange: (id: string) => void;
  pageHref: (page: number) => string;
  formId: string;
  showUpdateButton: boolean;
  t: CheckoutMessages;
}) {
  const hasVehicles = picker.total > 0;
  const chosenOnThisPage = chosen ? picker.vehicles.some((v) => v.id === chosen.id) : false;
  return (
    <>
      {hasVehicles ? (
        <fieldset className="mt-3">
          <legend className="text-sm text-slate-700">{t.chooseVehicle}</legend>
          <ul className="mt-3 space-y-2">
            {picker.vehicles.map((v) => (
              <li key={v.id}>
                <label
                  className={`flex items-center gap-3 rounded-lg border px-4 py-3 ${
                    v.taken
                      ? "cursor-pointer border-slate-300 bg-white has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100"
                      : "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500"
                  }`}
                >
                  <input
                    type="radio"
                    name="vehicleId"
                    value={v.id}
                    form={formId}
                    checked={selected === v.id}
                    disabled={!v.taken}
                    onChange={() => onChange(v.id)}
                    className="h-4 w-4 shrink-0 accent-brand-600"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-slate-900">
                      {v.name}
                      {v.isDefault ? (
                        <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                          {t.defaultVehicle}
                        </span>
                      ) : null}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {v.number} · {v.type}
                      {v.taken ? null : ` · ${t.notTakenHere}`}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {chosen && !chosenOnThisPage ? (
            <p className="mt-2 text-sm text-slate-700">
              {t.chosen} <span className="font-semibold">{chosen.name}</span> ({chosen.number})
            </p>
          ) : null}
        </fieldset>
      ) : (
        <p className="mt-3 rounded-md bg-amber-50 px-4 py-3 font-medium text-amber-900 ring-1 ring-amber-200">{t.noVehicle}</p>
      )}
      {picker.pages > 1 ? <Pager label={t.vehiclePages} compact page={picker.page} pages={picker.pages} href={pageHref} /> : null}
      {hasVehicles && showUpdateButton ? (
        <button
          type="submit"
          form={formId}
          name="intent"
          value="select"
          formNoValidate
          className="mt-3 rounded-md border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t.updatePrice}
        </button>
      ) : null}
    </>
  );
}
