import { defineCatalogue } from "../catalogue";

/** The upload page without JavaScript (decision 012): choose a photo or video, then write the post. */
export const UPLOAD = defineCatalogue({
  en: {
    writeTitle: "Write your post",
    chooseTitle: "Add a photo or video",
    chooseIntro: "Choose one picture or video of up to 50MB for your post in {name}. Once it is uploaded, you can write your post.",
    photo: "Photo",
    video: "Video",
    uploadPhoto: "Upload photo",
    uploadVideo: "Upload video",
    slowHint: "A large video can take a few minutes on a slow connection.",
    backTo: "Back to {name}",
    keptText: "Your text (you can edit it after the upload)",
    photoUploaded: "Your photo is uploaded ({size}).",
    videoUploaded: "Your video is uploaded ({size}).",
    writeIn: "Write a post in {name} (optional)",
    charsHint: "{min} to {max} characters, or none.",
    posting: "Posting...",
    post: "Post",
    chooseAnother: "Choose another file",
    cancel: "Cancel",
  },
  hi: {
    writeTitle: "अपनी पोस्ट लिखें",
    chooseTitle: "फ़ोटो या वीडियो जोड़ें",
    chooseIntro: "{name} में अपनी पोस्ट के लिए 50MB तक की एक फ़ोटो या वीडियो चुनें। अपलोड होने के बाद आप अपनी पोस्ट लिख सकते हैं।",
    photo: "फ़ोटो",
    video: "वीडियो",
    uploadPhoto: "फ़ोटो अपलोड करें",
    uploadVideo: "वीडियो अपलोड करें",
    slowHint: "धीमे कनेक्शन पर बड़ा वीडियो अपलोड होने में कुछ मिनट लग सकते हैं।",
    backTo: "{name} पर वापस जाएँ",
    keptText: "आपका लिखा हुआ (अपलोड के बाद आप इसे बदल सकते हैं)",
    photoUploaded: "आपकी फ़ोटो अपलोड हो गई है ({size})।",
    videoUploaded: "आपका वीडियो अपलोड हो गया है ({size})।",
    writeIn: "{name} में पोस्ट लिखें (वैकल्पिक)",
    charsHint: "{min} से {max} अक्षर, या कुछ नहीं।",
    posting: "पोस्ट हो रही है...",
    post: "पोस्ट करें",
    chooseAnother: "दूसरी फ़ाइल चुनें",
    cancel: "रद्द करें",
  },
});

export type UploadMessages = { readonly [K in keyof typeof UPLOAD.en]: string };
