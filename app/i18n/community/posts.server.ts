import { defineCatalogue } from "../catalogue";

/**
 * A post as the feeds and lists show it (spec community.md §2, §4): its counts, the way to the whole
 * post, and the texts a screen reader hears. Shared by the community page, /saved and a profile's posts.
 */
export const POST_CARD = defineCatalogue({
  en: {
    likeOne: "{count} like",
    likeMany: "{count} likes",
    commentOne: "{count} comment",
    commentMany: "{count} comments",
    savedBy: "Saved by {count}",
    openPost: "Open post",
    openPostBy: "by {name}",
    postBy: "Post by {name}, {date}",
    pictureBy: "Picture posted by {name}",
    downloadVideo: "Download the video",
  },
  hi: {
    likeOne: "{count} लाइक",
    likeMany: "{count} लाइक",
    commentOne: "{count} टिप्पणी",
    commentMany: "{count} टिप्पणियाँ",
    savedBy: "सेव: {count}",
    openPost: "पोस्ट खोलें",
    openPostBy: "({name} की पोस्ट)",
    postBy: "{name} की पोस्ट, {date}",
    pictureBy: "{name} की पोस्ट की गई फ़ोटो",
    downloadVideo: "वीडियो डाउनलोड करें",
  },
});

export type PostCardMessages = { readonly [K in keyof typeof POST_CARD.en]: string };
