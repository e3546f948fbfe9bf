import type { UNSAFE_DefineRoutesFunction as DefineRoutesFunction } from "@remix-run/dev";
import { HELP_ARTICLES, HELP_CATEGORIES } from "./articles";

/**
 * The help pages keep the original product's URLs (/GInfo, /que1.0 …). Dots and capitals do not
 * fit the file-name route convention (a dot there means "/"), so they are declared here from the
 * articles data and handed to the Remix Vite plugin's `routes` option in vite.config.ts. Each URL
 * gets its own route id over one of two shared modules, which find their content by pathname.
 *
 * Imported by vite.config.ts: relative imports only (no "~" alias) and nothing server-only.
 */
export function helpRoutes(defineRoutes: DefineRoutesFunction) {
  return defineRoutes((route) => {
    for (const category of HELP_CATEGORIES) {
      route(category.path, "help/category-page.tsx", { id: `help-${category.id}` });
    }
    for (const article of HELP_ARTICLES) {
      route(article.path, "help/article-page.tsx", { id: `help-${article.path.slice(1)}` });
    }
  });
}
