import type { CategoryId, HelpArticle, HelpBlock, HelpCategory } from "~/help/articles";
import type { Language } from "@core/i18n/languages";
import { defineCatalogue } from "../catalogue";
import { HELP_ARTICLES_HINDI, HELP_CATEGORIES_HINDI } from "./help-articles-hindi.server";

/** The help centre's own words (/help-you, the six topics, the 35 questions): headings, counts, links. */
export const HELP = defineCatalogue({
  en: {
    title: "We Help You",
    description: "Answers about SMART PARKING accounts, car parks, passes, bookings, payments and refunds.",
    kicker: "We help you",
    heading: "How can we help you?",
    intro: "Choose a topic to find answers about your account, our car parks and passes, booking and paying for parking.",
    topicsHeading: "Help topics",
    oneQuestion: "1 question",
    questions: "{count} questions",
    stillNeedHelp: "Still need help?",
    writeToSupport: "Write to our support team and we reply within 24 hours.",
    contactUs: "Contact us",
    help: "Help",
    questionsHeading: "Questions",
    inThisTopic: "{count} in this topic.",
    moreHelp: "More help",
    otherTopics: "Other help topics",
    allTopics: "All help topics",
    supportReplies: "Our support team replies within 24 hours.",
    position: "{position} of {total}",
    moreQuestionsAbout: "More questions about {topic}",
    previous: "Previous question",
    next: "Next question",
    allQuestionsAbout: "All questions about {topic}",
    writeToSupportShort: "Write to our support team: we reply within 24 hours.",
  },
  hi: {
    title: "हम आपकी मदद करते हैं",
    description: "SMART PARKING के खाते, पार्किंग, पास, बुकिंग, भुगतान और रिफ़ंड के बारे में जवाब।",
    kicker: "हम आपकी मदद करते हैं",
    heading: "हम आपकी क्या मदद कर सकते हैं?",
    intro: "अपने खाते, हमारी पार्किंग और पास, और पार्किंग की बुकिंग व भुगतान के बारे में जवाब पाने के लिए कोई विषय चुनें।",
    topicsHeading: "मदद के विषय",
    oneQuestion: "1 सवाल",
    questions: "{count} सवाल",
    stillNeedHelp: "अब भी मदद चाहिए?",
    writeToSupport: "हमारी सपोर्ट टीम को लिखें, हम 24 घंटे के अंदर जवाब देते हैं।",
    contactUs: "संपर्क करें",
    help: "मदद",
    questionsHeading: "सवाल",
    inThisTopic: "इस विषय में {count}।",
    moreHelp: "और मदद",
    otherTopics: "मदद के दूसरे विषय",
    allTopics: "मदद के सभी विषय",
    supportReplies: "हमारी सपोर्ट टीम 24 घंटे के अंदर जवाब देती है।",
    position: "{total} में से {position}",
    moreQuestionsAbout: "{topic} के बारे में और सवाल",
    previous: "पिछला सवाल",
    next: "अगला सवाल",
    allQuestionsAbout: "{topic} के बारे में सभी सवाल",
    writeToSupportShort: "हमारी सपोर्ट टीम को लिखें: हम 24 घंटे के अंदर जवाब देते हैं।",
  },
});

export type HelpMessages = { readonly [K in keyof typeof HELP.en]: string };

/** "1 question", "6 questions" in the page's words. */
export function questionCount(t: HelpMessages, count: number): string {
  return count === 1 ? t.oneQuestion : t.questions.replace("{count}", String(count));
}

/** A topic's title and summary in `language` (English: app/help/articles.ts as it is). */
export function categoryIn(category: HelpCategory, language: Language): { title: string; summary: string } {
  const texts = language === "hi" ? HELP_CATEGORIES_HINDI[category.id as CategoryId] : category;
  return { title: texts.title, summary: texts.summary };
}

/** A question's title and answer in `language`; the Hindi keeps the English's blocks and links (tests/unit/help-hindi.test.ts). */
export function articleIn(article: HelpArticle, language: Language): { title: string; body: readonly HelpBlock[] } {
  const texts = language === "hi" ? HELP_ARTICLES_HINDI[article.category][article.number - 1] : undefined;
  return texts ?? { title: article.title, body: article.body };
}
