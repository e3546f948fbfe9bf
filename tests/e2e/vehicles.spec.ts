import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { REGISTRATION_MESSAGE } from "@core/vehicle/registration";
import { VEHICLE_MESSAGES } from "@core/vehicle/vehicle";
import { signUpFresh as signUpNew } from "./support/accounts";

/**
 * /vehicles (spec parking §2, §4 and §9 Vehicles): the card grid, add, edit, default, delete and
 * paging, in both projects (JS on and off). Every test that changes vehicles signs up an account
 * of its own, so the two projects can run in parallel against one server.
 */
const PASSWORD = "Driver#2026";
const DELETE_QUESTION = "Are you sure you want to delete this vehicle?";

const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";

/** Signs up a brand-new member and signs them in (e2e-vehicles-… addresses). */
const signUpFresh = (page: Page, testInfo: TestInfo) =>
  signUpNew(page, testInfo, { emailTag: "vehicles", namePrefix: "Driver", password: PASSWORD });

interface NewVehicle {
  name: string;
  number: string;
  type?: "Four Wheeler" | "Two Wheeler";
  isDefault?: boolean;
}

/** Fills the add (or edit) form the way a person would. */
async function fillVehicleForm(page: Page, vehicle: NewVehicle): Promise<void> {
  await page.getByLabel("Vehicle name", { exact: true }).fill(vehicle.name);
  await page.getByLabel("Registration number", { exact: true }).fill(vehicle.number);
  await page.getByRole("radio", { name: vehicle.type ?? "Four Wheeler" }).check();
  const box = page.getByLabel("Make this my default vehicle");
  if (vehicle.isDefault) await box.check();
  else if (await box.isEnabled()) await box.uncheck();
}

/** Adds a vehicle through /vehicles/new and waits for the list's success notice. */
async function addVehicle(page: Page, vehicle: NewVehicle): Promise<void> {
  await page.goto("/vehicles");
  await page.getByRole("link", { name: "Add new Vehicle" }).click();
  await expect(page).toHaveURL(/\/vehicles\/new$/);
  await fillVehicleForm(page, vehicle);
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await expect(page).toHaveURL(/\/vehicles\?notice=added$/);
  await expect(page.getByRole("status")).toHaveText("Vehicle added successfully.");
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const defaultBadges = (page: Page) => page.getByRole("article").getByText("Default", { exact: true });

/** With JavaScript on, clicking before hydration would take the no-JS path: wait until React owns the delete forms. */
async function whenInteractive(page: Page, testInfo: TestInfo): Promise<void> {
  if (jsOff(testInfo)) return;
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('form[action$="/delete"]') ?? {}).some((key) => key.startsWith("__react")),
  );
}

test.describe("vehicles", () => {
  test("/vehicles signed out goes to sign-in", async ({ page }) => {
    await page.goto("/vehicles");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fvehicles$/);
    await page.goto("/vehicles/new");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fvehicles%2Fnew$/);
  });

  test("adds a car: the number is normalised and the first vehicle is the default", async ({ page }, testInfo) => {
    await signUpFresh(page, testInfo);
    await page.goto("/vehicles");
    await expect(page).toHaveTitle("Vehicles | SMART PARKING");
    await expect(page.getByRole("heading", { name: "Vehicles", level: 1 })).toBeVisible();
    await expect(page.getByText("You have not added any vehicles yet.")).toBeVisible();

    await page.getByRole("link", { name: "Add new Vehicle" }).click();
    await expect(page).toHaveTitle("Add new Vehicle | SMART PARKING");
    await expect(page.getByLabel("Registration number", { exact: true })).toHaveAttribute("placeholder", "MH 12 AB 1234");
    await expect(page.getByRole("radiogroup", { name: "Vehicle type" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Four Wheeler" })).toBeChecked();
    await fillVehicleForm(page, { name: "Family car", number: "mh12ab1234" });
    await page.getByRole("button", { name: "Add vehicle" }).click();

    await expect(page).toHaveURL(/\/vehicles\?notice=added$/);
    await expect(page.getByRole("status")).toHaveText("Vehicle added successfully.");
    const car = card(page, "Family car");
    await expect(car).toBeVisible();
    await expect(car.getByText("MH 12 AB 1234", { exact: true })).toBeVisible();
    await expect(car.getByText("Four Wheeler", { exact: true })).toBeVisible();
    await expect(car.getByText("Default", { exact: true })).toBeVisible();
    await expect(page.getByText("You have not added any vehicles yet.")).toHaveCount(0);
  });

  test("a bad number shows the rule next to the field, keeps what was typed and adds nothing", async ({ page }, testInfo) => {
    await signUpFresh(page, testInfo);
    await page.goto("/vehicles/new");
    await fillVehicleForm(page, { name: "Scooter", number: "12345", type: "Two Wheeler" });
    await page.getByRole("button", { name: "Add vehicle" }).click();

    const number = page.getByLabel("Registration number", { exact: true });
    await expect(page.getByText(REGISTRATION_MESSAGE)).toBeVisible();
    expect(REGISTRATION_MESSAGE).toBe("Please enter a valid Indian registration number, e.g. MH 12 AB 1234.");
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toHaveAccessibleDescription(new RegExp(REGISTRATION_MESSAGE.replace(/\./g, "\\.")));
    await expect(number).toHaveValue("12345");
    await expect(page.getByLabel("Vehicle name", { exact: true })).toHaveValue("Scooter");
    await expect(page.getByRole("radio", { name: "Two Wheeler" })).toBeChecked();
    await expect(page.getByLabel("Vehicle name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");

    await page.goto("/vehicles");
    await expect(page.getByText("You have not added any vehicles yet.")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("the same registration number twice is refused", async ({ page }, testInfo) => {
    await signUpFresh(page, testInfo);
    await addVehicle(page, { name: "First", number: "KA 01 AB 1234" });

    await page.goto("/vehicles/new");
    // Written differently, the same plate.
    await fillVehicleForm(page, { name: "Second", number: "ka-01-ab-1234" });
    await page.getByRole("button", { name: "Add vehicle" }).click();
    await expect(page.getByText(VEHICLE_MESSAGES.duplicate)).toBeVisible();
    expect(VEHICLE_MESSAGES.duplicate).toBe("You have already added a vehicle with this registration number.");
    await expect(page.getByLabel("Registration number", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Vehicle name", { exact: true })).toHaveValue("Second");

    await page.goto("/vehicles");
    await expect(page.getByRole("article")).toHaveCount(1);
  });

  test("edits a vehicle's name", async ({ page }, testInfo) => {
    await signUpFresh(page, testInfo);
    await addVehicle(page, { name: "Old name", number: "DL 3C AB 1234" });

    await card(page, "Old name").getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveURL(/\/vehicles\/[^/]+\/edit$/);
    await expect(page).toHaveTitle("Edit vehicle | SMART PARKING");
    await expect(page.getByLabel("Vehicle name", { exact: true })).toHaveValue("Old name");
    await expect(page.getByLabel("Registration number", { exact: true })).toHaveValue("DL 03C AB 1234");
    // The default stays the default until another vehicle takes over.
    await expect(page.getByLabel("Make this my default vehicle")).toBeChecked();
    await expect(page.getByLabel("Make this my default vehicle")).toBeDisabled();

    // A mistake first: the edit form keeps the change and names the problem.
    await page.getByLabel("Vehicle name", { exact: true }).fill("New name");
    await page.getByLabel("Registration number", { exact: true }).fill("not a plate");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(REGISTRATION_MESSAGE)).toBeVisible();
    await expect(page.getByLabel("Vehicle name", { exact: true })).toHaveValue("New name");

    await page.getByLabel("Registration number", { exact: true }).fill("DL 3C AB 1234");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/vehicles\?notice=updated$/);
    await expect(page.getByRole("status")).toHaveText("Vehicle updated successfully.");
    await expect(card(page, "New name")).toBeVisible();
    await expect(card(page, "Old name")).toHaveCount(0);
    await expect(card(page, "New name").getByText("Default", { exact: true })).toBeVisible();
  });

  test("making a second vehicle the default leaves exactly one Default badge", async ({ page }, testInfo) => {
    await signUpFresh(page, testInfo);
    await addVehicle(page, { name: "Car", number: "MH 12 AB 1111" });
    await addVehicle(page, { name: "Bike", number: "MH 12 CD 2222", type: "Two Wheeler" });
    await expect(defaultBadges(page)).toHaveCount(1);
    await expect(card(page, "Car").getByText("Default", { exact: true })).toBeVisible();
    await expect(card(page, "Bike").getByText("Two Wheeler", { exact: true })).toBeVisible();

    await card(page, "Bike").getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("Make this my default vehicle").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/vehicles\?notice=updated$/);
    await expect(defaultBadges(page)).toHaveCount(1);
    await expect(card(page, "Bike").getByText("Default", { exact: true })).toBeVisible();
    await expect(card(page, "Car").getByText("Default", { exact: true })).toHaveCount(0);
    // The default comes first.
    await expect(page.getByRole("article").first()).toHaveAccessibleName("Bike");

    // Added as the default straight away: it takes over too.
    await addVehicle(page, { name: "Van", number: "MH 14 EF 3333", isDefault: true });
    await expect(defaultBadges(page)).toHaveCount(1);
    await expect(card(page, "Van").getByText("Default", { exact: true })).toBeVisible();
  });

  test("deletes a vehicle after confirming", async ({ page }, testInfo) => {
    await signUpFresh(page, testInfo);
    await addVehicle(page, { name: "Keep me", number: "TN 09 ZZ 4321" });
    await addVehicle(page, { name: "Delete me", number: "TN 09 ZZ 9999" });
    await whenInteractive(page, testInfo);

    if (jsOff(testInfo)) {
      // Without JavaScript the question is a page of its own; Cancel changes nothing.
      await card(page, "Delete me").getByRole("button", { name: "Delete" }).click();
      // An empty GET form leaves a bare "?" on the URL.
      await expect(page).toHaveURL(/\/vehicles\/[^/]+\/delete\??$/);
      await expect(page).toHaveTitle("Delete vehicle | SMART PARKING");
      await expect(page.getByText(DELETE_QUESTION, { exact: true })).toBeVisible();
      await expect(page.getByText("TN 09 ZZ 9999")).toBeVisible();
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(/\/vehicles$/);
      await expect(card(page, "Delete me")).toBeVisible();

      await card(page, "Delete me").getByRole("button", { name: "Delete" }).click();
      await page.getByRole("button", { name: "Delete", exact: true }).click();
    } else {
      // With JavaScript a dialog asks; dismissing it changes nothing.
      const messages: string[] = [];
      page.once("dialog", (dialog) => {
        messages.push(dialog.message());
        void dialog.dismiss();
      });
      await card(page, "Delete me").getByRole("button", { name: "Delete" }).click();
      await expect.poll(() => messages).toEqual([DELETE_QUESTION]);
      await expect(page).toHaveURL(/\/vehicles\?notice=added$/);
      await expect(card(page, "Delete me")).toBeVisible();

      page.once("dialog", (dialog) => {
        messages.push(dialog.message());
        void dialog.accept();
      });
      await card(page, "Delete me").getByRole("button", { name: "Delete" }).click();
      await expect.poll(() => messages).toEqual([DELETE_QUESTION, DELETE_QUESTION]);
    }

    await expect(page).toHaveURL(/\/vehicles\?notice=deleted$/);
    await expect(page.getByRole("status")).toHaveText("Vehicle deleted successfully.");
    await expect(card(page, "Delete me")).toHaveCount(0);
    await expect(card(page, "Keep me")).toBeVisible();
  });

  test("another member's vehicle is not found, and cannot be changed or deleted", async ({ page, browser }, testInfo) => {
    await signUpFresh(page, testInfo);
    await addVehicle(page, { name: "Mine", number: "KA 05 MN 1111" });
    const href = await card(page, "Mine").getByRole("link", { name: "Edit" }).getAttribute("href");
    const id = href?.split("/")[2] ?? "";
    expect(id).not.toBe("");

    const other = await otherMember(browser, testInfo, new URL(page.url()).origin);
    try {
      for (const path of [`/vehicles/${id}/edit`, `/vehicles/${id}/delete`]) {
        const response = await other.goto(path);
        expect(response?.status()).toBe(404);
        await expect(other.getByRole("heading", { name: "Not found" })).toBeVisible();
      }
      const form = { vehicleName: "Stolen", vehicleNumber: "KA 05 MN 1111", vehicleType: "Four Wheeler" };
      expect((await other.request.post(`/vehicles/${id}/edit`, { form })).status()).toBe(404);
      expect((await other.request.post(`/vehicles/${id}/delete`, { form: {} })).status()).toBe(404);
    } finally {
      await other.context().close();
    }

    await page.goto("/vehicles");
    await expect(card(page, "Mine")).toBeVisible();
    await expect(card(page, "Mine").getByText("KA 05 MN 1111")).toBeVisible();
  });

  test("?returnTo= sends the member back after adding, to same-site paths only", async ({ page }, testInfo) => {
    await signUpFresh(page, testInfo);
    await page.goto("/vehicles/new?returnTo=%2Fdashboard");
    await expect(page.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/dashboard");
    await fillVehicleForm(page, { name: "For checkout", number: "GJ 01 AA 0001" });
    await page.getByRole("button", { name: "Add vehicle" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/vehicles/new?returnTo=%2F%2Fevil.example");
    await fillVehicleForm(page, { name: "Second", number: "GJ 01 AA 0002" });
    await page.getByRole("button", { name: "Add vehicle" }).click();
    await expect(page).toHaveURL(/\/vehicles\?notice=added$/);
    await expect(page.getByRole("article")).toHaveCount(2);
  });

  test("pages of ten: eleven vehicles make a second page with one card", async ({ page }, testInfo) => {
    const account = await signUpFresh(page, testInfo);
    // Quickly, through the JSON API, with a bearer token from the API sign-in.
    const signin = await page.request.post("/api/users/signin", { multipart: { email: account.email, password: PASSWORD } });
    expect(signin.status()).toBe(200);
    const { accessToken } = (await signin.json()) as { accessToken: string };
    for (let i = 0; i < 11; i += 1) {
      const response = await page.request.post("/api/vehicle/create-new-vehicle", {
        headers: { Authorization: `Bearer ${accessToken}` },
        data: {
          vehicle: {
            vehicle_name: `Fleet ${i + 1}`,
            vehicle_number: `MH 01 AB ${String(1000 + i)}`,
            vehicle_type: "Four Wheeler",
            isDefault: false,
          },
        },
      });
      expect(response.status()).toBe(201);
    }

    await page.goto("/vehicles");
    await expect(page.getByRole("article")).toHaveCount(10);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByText("Page 1 of 2")).toBeVisible();
    await expect(pagination.getByRole("link", { name: "Previous" })).toHaveCount(0);
    await expect(page.getByText("11 vehicles registered")).toBeVisible();

    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/vehicles\?page=2$/);
    await expect(pagination.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(defaultBadges(page)).toHaveCount(0);
    await expect(pagination.getByRole("link", { name: "Next" })).toHaveCount(0);

    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/vehicles\?page=1$/);
    await expect(page.getByRole("article")).toHaveCount(10);
    await expect(defaultBadges(page)).toHaveCount(1);
  });
});

/** A second, separate member in a browser context of their own. */
async function otherMember(browser: Browser, testInfo: TestInfo, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: !jsOff(testInfo), baseURL });
  const page = await context.newPage();
  await signUpFresh(page, testInfo);
  return page;
}
