/**
 * The shapes of the seeded community content (issue 11). Pure data: no imports from the app or
 * core, so the texts can be read by anything (the seed, tests, later the topic checker's corpus).
 */
export const COMMUNITY_IDS = [
  "parking-tips",
  "electric-vehicles",
  "two-wheelers",
  "car-care",
  "road-trips",
  "traffic-and-commuting",
] as const;
export type CommunityId = (typeof COMMUNITY_IDS)[number];

export const MEMBER_HANDLES = [
  "priya",
  "arjun",
  "kavya",
  "rohan",
  "ananya",
  "vikram",
  "meera",
  "siddharth",
  "fatima",
  "karan",
  "neha",
  "aditya",
  "sneha",
  "imran",
] as const;
/** A seeded member, by a short name used only in this data. */
export type MemberHandle = (typeof MEMBER_HANDLES)[number];
/** Who may write a post or a comment: a seeded member, or the demo moderator (welcome posts, answers). */
export type Author = MemberHandle | "moderator";
/** Who may follow someone: a seeded member, or the demo driver (issue 11: driver follows three members). */
export type Follower = MemberHandle | "driver";

export interface SeedMember {
  handle: MemberHandle;
  /** Fixed UUID: profile picture names must start with a UUID (readProfileImage's pattern). */
  id: string;
  name: string;
  email: string;
  city: string;
  state: string;
  /** At most 300 characters. */
  bio: string;
  /** Comma-separated, as the public profile expects. */
  interests: string;
  /** Background of the generated avatar. */
  colour: string;
  communities: CommunityId[];
}

/** The generated illustrations (community-media.ts draws them). */
export type Scene =
  | "parking-sign"
  | "parking-lot"
  | "ev-charger"
  | "battery"
  | "scooter-helmet"
  | "motorcycle"
  | "car-wash"
  | "tyre"
  | "highway-toll"
  | "mountain-road"
  | "traffic-signal"
  | "metro";
export type Light = "day" | "dusk" | "monsoon" | "night";

export interface SeedImage {
  scene: Scene;
  light: Light;
}

/** How long before the seed ran: "5h", "12d". */
export type Age = `${number}h` | `${number}d`;

/** A comment: who wrote it and its text (at most 500 characters). */
export type SeedComment = [author: Author, text: string];

export interface SeedPost {
  /** Stable number within the community: the post id is `seed-post-<community>-<nn>`. Never reuse one. */
  n: number;
  author: Author;
  age: Age;
  text: string;
  image?: SeedImage;
  /** A committed clip under infra/local/seed/media/ (ffmpeg is not on CI; docs/demo-data.md has the command). */
  video?: "expressway";
  comments?: SeedComment[];
  /** Seeded members of the community only: the demo accounts start with nothing liked or saved. */
  likes?: MemberHandle[];
  saves?: MemberHandle[];
}
