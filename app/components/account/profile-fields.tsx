import type { ProfileFields } from "@core/account/user";

/**
 * The profile form's fields (app/routes/account/_app.profile.tsx), as posted and as stored: the names are
 * core's (`profileSchema`), so its messages land next to the right field without renaming. The
 * inputs themselves are the form kit's (app/components/kit/forms.tsx, select-field.tsx).
 */
export const PROFILE_FIELDS = [
  "name",
  "contact",
  "address",
  "pincode",
  "city",
  "state",
  "country",
  "licence_no",
  // The community profile (shown on the public profile, /user/{id}).
  "bio",
  "location",
  "interests",
] as const;
export type ProfileValues = Pick<ProfileFields, (typeof PROFILE_FIELDS)[number]>;

export interface PlaceOption {
  name: string;
  isoCode: string;
}
