import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

/**
 * Communities (issue 11): the lists with member counts, joining with a confirmation (a dialog with
 * JavaScript, a page without), leaving, the moderator's lists, and /access-denied. Each project
 * joins its own community with its own member (asha), so the two projects never move each other's counts.
 * The seeded members (docs/demo-data.md) set the starting counts; the test moves them by one.
 */
const JOIN_TARGET = { "js-on": "Car Care", "js-off": "Traffic and Commuting" } as const;

function card(page: Page, name: string) {
  return page.getByRole("article", { name, exact: true });
}

/** A card's member count line: "1 member", "8 members". */
function countLine(article: Locator) {
  return article.getByText(/^\d+ members?$/);
}

function membersText(count: number): string {
  return count === 1 ? "1 member" : `${count} members`;
}

test.describe("communities", () => {
  test("a member sees joined and other communities with their counts, joins one after confirming, and leaves it", async ({
    page,
  }, testInfo) => {
    const target = JOIN_TARGET[testInfo.project.name as keyof typeof JOIN_TARGET];
    await signIn(page, "asha@example.com", "Driver#2026");
    await page.goto("/communities");
    await expect(page.getByRole("heading", { name: "Communities", level: 1 })).toBeVisible();

    const joined = page.getByRole("region", { name: "Joined communities" });
    await expect(joined.getByRole("article", { name: "Parking Tips", exact: true })).toContainText("members");
    await expect(joined.getByRole("article", { name: "Two Wheelers", exact: true })).toBeVisible();
    const toJoin = page.getByRole("region", { name: "Communities to join" });
    const targetCard = toJoin.getByRole("article", { name: target, exact: true });
    await expect(countLine(targetCard)).toBeVisible();
    const before = Number((await countLine(targetCard).textContent())?.match(/^\d+/)?.[0]);
    expect(before).toBeGreaterThanOrEqual(1);
    await expect(countLine(targetCard)).toHaveText(membersText(before));

    await targetCard.getByRole("button", { name: `Join ${target}` }).click();
    if (testInfo.project.name === "js-on") {
      const dialog = page.getByRole("dialog", { name: `Join ${target}?` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Join", exact: true }).click();
    } else {
      await expect(page).toHaveURL(/\/communities\/[^/]+\/join\?*$/);
      await expect(page.getByRole("heading", { name: `Join ${target}?`, level: 1 })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: /\w/ }).first()).toBeVisible();
      await page.getByRole("button", { name: "Join", exact: true }).click();
    }
    await expect(page).toHaveURL(/\/my-communities\?joined=/);
    await expect(page.getByRole("status")).toHaveText(`You joined ${target}.`);
    await expect(countLine(card(page, target))).toHaveText(membersText(before + 1));

    await card(page, target)
      .getByRole("button", { name: `Leave Community ${target}` })
      .click();
    await expect(page).toHaveURL(/\/my-communities\?left=/);
    await expect(page.getByRole("status")).toHaveText(`You left ${target}.`);
    await expect(card(page, target)).toHaveCount(0);
    await page.goto("/communities");
    await expect(countLine(page.getByRole("region", { name: "Communities to join" }).getByRole("article", { name: target }))).toHaveText(
      membersText(before),
    );
  });

  test("every card opens its community: a joined one its page at the readable address, another its join confirmation (issue 29)", async ({
    page,
  }) => {
    await signIn(page, "driver@example.com", "Driver#2026");
    await page.goto("/communities");
    await page
      .getByRole("region", { name: "Joined communities" })
      .getByRole("article", { name: "Parking Tips", exact: true })
      .getByRole("link", { name: "Parking Tips" })
      .click();
    await expect(page).toHaveURL(/\/community\/parking-tips$/);
    await expect(page.getByRole("heading", { name: "Parking Tips", level: 1 })).toBeVisible();

    // The page lists the communities not joined, each with a join that asks first (spec §2).
    const toJoin = page.getByRole("region", { name: "Communities to join" });
    const offered = toJoin.getByRole("link", { name: /^Join / }).first();
    const offeredName = ((await offered.textContent()) ?? "").replace(/^Join\s*/, "").trim();
    await offered.click();
    await expect(page.getByRole("heading", { name: `Join ${offeredName}?`, level: 1 })).toBeVisible();

    await page.getByRole("link", { name: "Back to communities" }).click();
    const other = page.getByRole("region", { name: "Communities to join" }).getByRole("article").first();
    const otherName = (await other.getByRole("heading").textContent())!.trim();
    await other.getByRole("link", { name: otherName }).click();
    await expect(page).toHaveURL(/\/communities\/[^/]+\/join$/);
    await expect(page.getByRole("heading", { name: `Join ${otherName}?`, level: 1 })).toBeVisible();

    await page.getByRole("link", { name: "Back to communities" }).click();
    await page.getByRole("link", { name: "Manage my communities" }).click();
    await page.getByRole("article", { name: "Road Trips", exact: true }).getByRole("link", { name: "Road Trips" }).click();
    await expect(page).toHaveURL(/\/community\/road-trips$/);
    await expect(page.getByRole("heading", { name: "Road Trips", level: 1 })).toBeVisible();
  });

  test("the moderator has all six communities and no Leave button; a forged leave is refused with the reason", async ({ page }) => {
    await signIn(page, "moderator@example.com", "Moderator#2026");
    await page.goto("/my-communities");
    await expect(page.getByRole("article")).toHaveCount(6);
    await expect(page.getByRole("button", { name: /Leave Community/ })).toHaveCount(0);
    await expect(card(page, "Road Trips")).toContainText("You moderate this community.");
    const forged = await page.request.post("/my-communities", { form: { communityId: "road-trips" } });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain("Moderators cannot leave their community.");
  });

  test("asking to join a community one is already in goes to My communities; an unknown one is not found", async ({ page }) => {
    await signIn(page, "driver@example.com", "Driver#2026");
    await page.goto("/communities/parking-tips/join");
    await expect(page).toHaveURL(/\/my-communities$/);
    const unknown = await page.goto("/communities/no-such-community/join");
    expect(unknown?.status()).toBe(404);
    await page.goto("/access-denied");
    await expect(page.getByRole("heading", { name: "Access denied", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "See the communities" })).toHaveAttribute("href", "/communities");
  });

  test("community pages need a signed-in member", async ({ page }) => {
    for (const path of ["/communities", "/my-communities", "/access-denied", "/communities/car-care/join"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/signin\?redirectTo=/);
    }
  });
});
