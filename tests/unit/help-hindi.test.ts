import { describe, expect, it } from "vitest";
import { HELP_ARTICLES, HELP_CATEGORIES, type HelpBlock } from "~/help/articles";
import { HELP_ARTICLES_HINDI, HELP_CATEGORIES_HINDI } from "~/i18n/public/help-articles-hindi.server";
import { articleIn, categoryIn } from "~/i18n/public/help.server";

/**
 * The help centre in Hindi (issue 35: "the help centre's 35 questions") keeps the English's shape:
 * every topic and question, the same paragraphs and lists, the same links in the same order, and
 * every text in Devanagari. English is app/help/articles.ts, unchanged.
 */
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const links = (blocks: readonly HelpBlock[]) =>
  blocks.flatMap((b) => (typeof b === "string" ? [b] : b.list)).flatMap((text) => [...text.matchAll(LINK)].map((m) => m[2]));
const shape = (blocks: readonly HelpBlock[]) =>
  blocks.map((b) => (typeof b === "string" ? "p" : `${b.ordered ? "ol" : "ul"}${b.list.length}`));
const texts = (blocks: readonly HelpBlock[]) => blocks.flatMap((b) => (typeof b === "string" ? [b] : b.list));
const DEVANAGARI = /[\u0900-\u097F]/;

describe("the help centre in Hindi", () => {
  it("has all 35 questions and the six topics", () => {
    expect(HELP_ARTICLES).toHaveLength(35);
    expect(Object.values(HELP_ARTICLES_HINDI).flat()).toHaveLength(35);
    for (const category of HELP_CATEGORIES) {
      const hindi = HELP_CATEGORIES_HINDI[category.id];
      expect(DEVANAGARI.test(hindi.title) && DEVANAGARI.test(hindi.summary), category.id).toBe(true);
      expect(categoryIn(category, "en")).toEqual({ title: category.title, summary: category.summary });
    }
  });

  for (const article of HELP_ARTICLES) {
    it(`${article.path}: the same blocks and links, in Devanagari`, () => {
      const hindi = articleIn(article, "hi");
      expect(hindi.title).not.toBe(article.title);
      expect(DEVANAGARI.test(hindi.title)).toBe(true);
      expect(shape(hindi.body)).toEqual(shape(article.body));
      expect(links(hindi.body)).toEqual(links(article.body));
      // "UPI;" alone is a code, the same in both languages.
      for (const text of texts(hindi.body)) expect(DEVANAGARI.test(text) || /^[A-Z]+;$/.test(text), text).toBe(true);
      expect(articleIn(article, "en")).toEqual({ title: article.title, body: article.body });
    });
  }
});
