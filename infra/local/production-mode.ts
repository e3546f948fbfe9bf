/**
 * `npm start` serves the production build, so React must run its production build too, as the web
 * Lambda does (infra/constructs/web.ts defines NODE_ENV). React picks its build from NODE_ENV when it
 * is first loaded, and `npm start` never set it: every page was rendered by React's development
 * build, with its prop validation and warnings, about a third of the server's time per page
 * (docs/decisions/030). Imported first by start.ts, before anything loads React. `--dev` is left
 * alone: Vite's dev server sets development mode itself. An explicit NODE_ENV always wins.
 */
if (!process.argv.includes("--dev")) process.env.NODE_ENV ??= "production";
