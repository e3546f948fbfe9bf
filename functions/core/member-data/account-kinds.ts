import { listContexts, toPublicContext } from "../account/device-context";
import { readMailPreferences } from "@core/mail-preferences/preferences";
import { PROFILE_IMAGE_PREFIX } from "../account/profile-image";
import { activityDays } from "../activity-log/activity-log";
import { favouriteKeys } from "../favourite/favourites";
import { getParkings } from "../parking/parking-store";
import { listVehicles } from "../vehicle/vehicle-service";
import { offerKeys, type OfferDelivery } from "../offers/offer";
import { extensionOf, plain, type MemberDataKind } from "./kind";

/** Never leaves the table: secrets, and counters only the product's own rules read. */
const PROFILE_SECRETS = ["passwordHash", "tokenVersion", "resetGeneration", "verificationResends"];

const profile: MemberDataKind = {
  id: "profile",
  title: "Profile",
  lives: "`USER#<id>` / `PROFILE` (its `profileImage` under `profile-images/` in the files bucket)",
  async read({ user, ports }) {
    const picture = user.profileImage;
    const path = picture ? `profile/picture.${extensionOf(picture, "image/jpeg")}` : undefined;
    return {
      records: { ...plain({ ...user }, PROFILE_SECRETS), ...(path ? { profileImage: path } : {}) },
      files: path
        ? [{ path, contentType: "image/*", load: async () => (await ports.files.get(`${PROFILE_IMAGE_PREFIX}${picture}`))?.body }]
        : [],
    };
  },
};

const devices: MemberDataKind = {
  id: "devices",
  title: "Devices and sign-in activity",
  lives:
    "`USER#<id>` / `CONTEXT#…` and `BROWSER#…`; sessions gsi1 `USER#<id>#SESSIONS`; app sign-ins gsi1 `USER#<id>#REFRESH`; " +
    "sign-ins of the last 7 days in `ACTIVITY#<day>` (actorId)",
  async read({ table, user, now }) {
    const userPk = `USER#${user.id}`;
    const [contexts, browsers, sessions, apps, signIns] = await Promise.all([
      listContexts(table, user.id),
      table.queryAll<Record<string, unknown> & { pk: string; sk: string }>({ pk: userPk, sk: { beginsWith: "BROWSER#" } }),
      table.queryAll<Record<string, unknown> & { pk: string; sk: string }>({ index: "gsi1", pk: `${userPk}#SESSIONS` }),
      table.queryAll<Record<string, unknown> & { pk: string; sk: string }>({ index: "gsi1", pk: `${userPk}#REFRESH` }),
      // The log keeps a week, one partition a day: seven Queries, each filtered to this member.
      Promise.all(
        activityDays(now).map((day) =>
          table.queryAll<Record<string, unknown> & { pk: string; sk: string }>({
            pk: `ACTIVITY#${day}`,
            filter: { expression: "actorId = :me AND kind = :signIn", values: { ":me": user.id, ":signIn": "sign-in" } },
          }),
        ),
      ).then((days) => days.flat()),
    ]);
    return {
      records: [
        // What the devices page shows of each (the same fields), without its internal id.
        ...contexts.map((c) => {
          const { _id, ...shown } = toPublicContext(c);
          return { type: "device", ...shown };
        }),
        ...browsers.map((b) => ({ type: "remembered browser", lastSignInAt: b.lastSignInAt })),
        ...sessions.map((s) => ({ type: "web session", kind: s.kind, createdAt: s.createdAt, expiresAt: s.expiresAt })),
        ...apps.map((a) => ({ type: "app sign-in", createdAt: a.createdAt, expiresAt: a.expiresAt, revokedAt: a.revokedAt })),
        ...signIns.map((e) => ({ type: "sign-in", action: e.action, at: e.at, summary: e.summary })),
      ],
    };
  },
};

const vehicles: MemberDataKind = {
  id: "vehicles",
  title: "Vehicles",
  lives: "`USER#<id>` / `VEHICLE#<id>` (and `DEFAULT_VEHICLE`, `VEHNUM#…`)",
  async read({ table, user }) {
    const { vehicles, defaultId } = await listVehicles(table, user.id);
    return { records: vehicles.map((v) => ({ ...plain({ ...v }, ["id"]), default: v.id === defaultId })) };
  },
};

const favourites: MemberDataKind = {
  id: "favourites",
  title: "Favourite car parks",
  lives: "`USER#<id>` / `FAVOURITE#<parking id>` (gsi1 `USER#<id>#FAVOURITES`)",
  async read({ table, user }) {
    const items = await table.queryAll<{ pk: string; sk: string; parkingId: string; addedAt: string }>({
      index: "gsi1",
      pk: favouriteKeys.list(user.id),
      newestFirst: true,
    });
    const parkings = new Map(
      (
        await getParkings(
          table,
          items.map((i) => i.parkingId),
        )
      ).map((p) => [p.id, p]),
    );
    return {
      records: items.map((i) => ({ carPark: parkings.get(i.parkingId)?.name ?? "(a car park that no longer exists)", addedAt: i.addedAt })),
    };
  },
};

/**
 * `USER#<id>` / `MAIL_PREFS` (decision 049), through the mail preferences' own reader: what the
 * member gets today, the defaults filled in where they never chose, and whether they ever did.
 */
const mailPreferences: MemberDataKind = {
  id: "mail-preferences",
  title: "Mail preferences",
  lives: "`USER#<id>` / `MAIL_PREFS` (none stored: the defaults apply)",
  async read({ table, user }) {
    const { updatedAt, ...kinds } = await readMailPreferences(table, user.id);
    return {
      records: {
        ...kinds,
        note: updatedAt ? `Last changed ${updatedAt}.` : "You have not changed your mail preferences: the defaults apply.",
      },
    };
  },
};

/** `USER#<id>` / `OFFER#<offer id>` (decision 056): every offer mail the member was sent, or was due and did not get, and why. */
const offersReceived: MemberDataKind = {
  id: "offers",
  title: "Offer mails",
  lives: "`USER#<id>` / `OFFER#<offer id>`",
  async read({ table, user }) {
    const items = await table.queryAll<OfferDelivery>({ pk: `USER#${user.id}`, sk: { beginsWith: offerKeys.deliveryPrefix } });
    return {
      records: items.map((d) => ({
        subject: d.subject,
        text: d.text,
        coupon: d.couponCode,
        outcome: d.state,
        at: d.at,
        ...(d.unsubscribedAt ? { unsubscribedAt: d.unsubscribedAt } : {}),
      })),
    };
  },
};

export const ACCOUNT_KINDS = [profile, devices, vehicles, favourites, mailPreferences, offersReceived];
