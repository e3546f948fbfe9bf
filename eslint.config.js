import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/** A Scan reads the whole table: never in a request path (ARCHITECTURE §3). */
const noScan = {
  paths: [
    {
      name: "@aws-sdk/client-dynamodb",
      importNames: ["ScanCommand", "ParallelScanCommand"],
      message: "No Scan: use a key or index Query.",
    },
    { name: "@aws-sdk/lib-dynamodb", importNames: ["ScanCommand", "paginateScan"], message: "No Scan: use a key or index Query." },
  ],
};

/**
 * The app and the functions use India's places from functions/core/places/india.ts; the package
 * carries every country's cities (8.5 MiB in each bundle that imports it). Only infra/ (seed data,
 * the generator) and tests read the package.
 */
const noWorldData = [
  { name: "country-state-city", message: "Use functions/core/places/india.ts: the package puts 8.5 MiB of world data into the bundle." },
];
const runtimeImports = { paths: [...noScan.paths, ...noWorldData] };

/**
 * The architecture's "never" rules (ARCHITECTURE §2, docs/decisions/008): each area gets the lists
 * that apply to it. ESLint replaces, not merges, a rule's options when a later block matches the same
 * file, so every block below names all of its lists.
 */
const onlyPortsTalkOut = [
  { regex: "^@aws-sdk/", message: "Only functions/core/ports/ talks to AWS: add or use a port." },
  { regex: "^razorpay$", message: "Only functions/core/ports/payment/ talks to Razorpay." },
];
const coreStaysPure = [
  { regex: "^(react|react-dom)(/|$)", message: "Core renders nothing: no React in functions/core." },
  { regex: "^@remix-run/", message: "Core knows no web framework: no Remix in functions/core." },
  { regex: "^~/|(^|/)app/", message: "Core never imports the web app." },
  { regex: "(^|/)handlers/", message: "Core never imports Lambda handlers: they call core, not the reverse." },
];
/** Moderation builds on community, never the reverse (docs/decisions/043-handlers-by-context.md). */
const communityBeforeModeration = [
  {
    // The ban check, the mod-log writer, the moderation texts and the report record are leaves that import nothing
    // from community: joining asks the first, community admin writes the second.
    regex: "(^|/)moderation/(?!(ban-check|mod-log|moderation-texts|report)$)",
    message:
      "Community never imports moderation beyond its leaves (ban-check, mod-log, moderation-texts, report): moderation builds on community, not the reverse (decision 043).",
  },
];
const routesStayApart = [
  { regex: "(^|/)functions/handlers/", message: "Routes call core services, never Lambda handlers." },
  {
    // A route's own helpers sit in its context's parts/ folder (decision 042); other route modules are off limits.
    regex: "^(\\./(?!parts/)|~/routes/(?![^/]+/parts/)|\\.\\./routes/|\\.\\./[^./][^/]*/(?!parts/))",
    message:
      "Route modules never import each other: put a page's helpers in its context's parts/, shared pieces in app/components or app/utils.",
  },
];
/** A context's parts/ serve its routes (decision 042): they never import a route module back. */
const partsServeRoutes = [
  { regex: "(^|/)functions/handlers/", message: "Routes call core services, never Lambda handlers." },
  {
    regex: "^(\\.\\./(?!\\.\\./|parts/)|~/routes/(?![^/]+/parts/))",
    message: "A route's parts never import route modules: pass what they need as arguments.",
  },
];
const componentsDoNoDataAccess = [
  {
    regex: "^(@core/|(.*/)?functions/core/)(ports/|services$)",
    message: "Components render props: data access belongs in loaders and actions.",
  },
  { regex: "\\.server(\\.tsx?)?$", message: "Components render props: no server modules." },
  { regex: "^@remix-run/node$", message: "Components render props: no server runtime." },
];
/**
 * SDK clients that most functions never call are loaded on their first call (decision 034): a value
 * import would load the module, 140 ms or more, at every cold start. Types are free.
 */
export const LOADED_ON_FIRST_USE = [
  "@aws-sdk/client-s3",
  "@aws-sdk/client-rekognition",
  "@aws-sdk/client-scheduler",
  "@aws-sdk/client-sesv2",
  "@aws-sdk/client-secrets-manager",
];
const loadedOnFirstUse = LOADED_ON_FIRST_USE.map((name) => ({
  name,
  allowTypeImports: true,
  message: "Load this SDK on first use (decision 034): `import type` here, and `await import()` where it is called.",
}));
const restrict = (...patterns) => ["error", { paths: runtimeImports.paths, patterns: patterns.flat() }];

/**
 * What an island's browser entry bundles (decision 005) must not need the Remix runtime: it is not
 * on the page. These files render from props alone.
 */
const ISLAND_FILES = [
  "app/islands/mount.tsx",
  "app/islands/island-dom.ts",
  "app/islands/names.ts",
  "app/islands/*-island.tsx",
  "app/islands/QrScanner.tsx",
  "app/islands/qr-decode.ts",
  "app/components/parking/SearchView.tsx",
  "app/components/parking/FavouriteHeart.tsx",
  "app/components/parking/SearchBar.tsx",
  "app/components/parking/PlaceCombobox.tsx",
  "app/components/parking/use-place-suggestions.ts",
  "app/components/parking/search-fields.tsx",
  "app/components/parking/ResultsMap.tsx",
  "app/components/kit/Icon.tsx",
  "app/components/community/*",
  "app/islands/island-fetch.ts",
  "app/utils/india-time.ts",
  "app/components/parking/map-projection.ts",
  "app/utils/auto-close-details.ts",
];
const islandsNeedNoRemix = [
  {
    regex: "^@remix-run/react$",
    message: "Island content renders without the Remix runtime (decision 005): use plain <a>/<form> and props.",
  },
  { regex: "^~/routes/(?!(parking/)?search$)", message: "Island content must not pull in route modules." },
];

/**
 * No user text reaches an HTML sink (ARCHITECTURE §11). Markup is built with React or DOM nodes
 * and textContent; the one audited raw-HTML place (the island props JSON, app/islands/Island.tsx)
 * carries an eslint-disable comment saying why it is safe.
 */
/**
 * India time has one home (issue 30): functions/core/time/india-time.ts applies the +05:30 offset
 * and formats with plain arithmetic, so a Lambda in UTC, a browser abroad and the PDFs print the same
 * text. Elsewhere: no raw offset, no Intl formatting through Asia/Kolkata locale data, and no copy
 * of the day's length (import DAY_MS).
 */
const INDIA_TIME_MODULE = "functions/core/time/india-time.ts";
const indiaTimeInOnePlace = [
  {
    selector: "Literal[value='Asia/Kolkata']",
    message: "India time lives in functions/core/time/india-time.ts: format with formatIndia / formatIndiaDay, not Intl's Asia/Kolkata.",
  },
  {
    selector: "BinaryExpression[operator='*']:matches([left.value=330], [left.value=5.5], [left.value=19800])",
    message: "The +05:30 offset is applied only in functions/core/time/india-time.ts (indiaDate, indiaMidnight, toIndiaInputValue…).",
  },
  {
    selector: "Literal[value=86400000]",
    message: "Import DAY_MS from functions/core/time/india-time.ts instead of another copy of the day's length.",
  },
];

const noHtmlSinks = [
  {
    selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]",
    message: "No innerHTML/outerHTML: build DOM nodes and set textContent (ARCHITECTURE §11).",
  },
  {
    selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]",
    message: "No HTML strings into the DOM: build DOM nodes and set textContent (ARCHITECTURE §11).",
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
    message: "No document.write (ARCHITECTURE §11).",
  },
  {
    selector: "JSXAttribute[name.name=/^(dangerouslySetInnerHTML|srcDoc)$/]",
    message:
      "No raw HTML in React: render text and elements (ARCHITECTURE §11). The one audited exception carries an eslint-disable comment.",
  },
  // Leaflet writes string content with innerHTML: tooltips, popups and divIcons get a DOM node
  // from a helper named *Element or *Node (e.g. textElement(label) in ResultsMap.tsx).
  {
    selector:
      "CallExpression[callee.property.name=/^(bindTooltip|bindPopup|setTooltipContent|setPopupContent|setContent)$/]:not([arguments.0.callee.name=/(Element|Node)$/])",
    message:
      "Leaflet content must be a DOM node (e.g. textElement(text)), never a string: Leaflet writes strings with innerHTML (ARCHITECTURE §11).",
  },
  {
    selector:
      "CallExpression[callee.property.name='divIcon'] > ObjectExpression > Property[key.name='html']:not([value.callee.name=/(Element|Node)$/])",
    message:
      "A divIcon's html must be a DOM node built by a *Element helper, never a string: Leaflet writes strings with innerHTML (ARCHITECTURE §11).",
  },
];

/**
 * Issue 35 (decisions 058, 059): on a page in both languages every text comes from a catalogue
 * (app/i18n/), never a literal in the component: JSX text, and the attributes a person reads or
 * hears. Names that stay Latin in Hindi (the brand, a phone number) come from the catalogue or a
 * constant too. The list grows context by context as each is translated.
 */
const textsFromCatalogues = [
  {
    selector: "JSXText[value=/[A-Za-z]{2}/]",
    message: "A text on a translated page comes from its catalogue (app/i18n/<context>.server.ts): pass it from the loader (issue 35).",
  },
  {
    selector: "JSXExpressionContainer > Literal[value=/[A-Za-z]{2}/]",
    message: "A text on a translated page comes from its catalogue (app/i18n/<context>.server.ts), not a string in braces (issue 35).",
  },
  {
    selector:
      "JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label|busyLabel|hint|legend|heading|description|summary|caption|confirmLabel|cancelLabel)$/] > Literal[value=/[A-Za-z]{2}/]",
    message: "A label a person reads or hears comes from the page's catalogue (app/i18n/), not a literal (issue 35).",
  },
];
export const TRANSLATED_FILES = {
  frame: ["app/components/kit/SiteHeader.tsx", "app/components/kit/SiteFooter.tsx", "app/i18n/LanguageSwitch.tsx"],

  home: ["app/routes/public/_index.tsx"],

  auth: [
    "app/routes/auth/signin.tsx",
    "app/routes/auth/signin_.code.tsx",
    "app/routes/auth/signup.tsx",
    "app/routes/auth/forgot-password.tsx",
    "app/routes/auth/reset-password.$token.tsx",
    "app/routes/auth/verify-login.tsx",
    "app/routes/auth/block-device.tsx",
    "app/routes/auth/email-verified.tsx",
    "app/routes/auth/auth.verify.$token.tsx",
    "app/routes/auth/_app.resend-verification.tsx",
    "app/routes/auth/logout.tsx",
    "app/components/auth/AuthCard.tsx",
    "app/components/auth/DeviceLinkPage.tsx",
    "app/components/auth/interleave.tsx",
  ],

  parking: [
    "app/components/parking/SearchBar.tsx",
    "app/components/parking/search-fields.tsx",
    "app/components/parking/PlaceCombobox.tsx",
    "app/islands/SearchBarIsland.tsx",
    "app/islands/search-bar-island.tsx",
    "app/islands/search-island.tsx",
    "app/routes/parking/search.tsx",
    "app/components/parking/SearchView.tsx",
    "app/components/parking/ResultsMap.tsx",
    "app/components/parking/ResultsViewSwitch.tsx",
    "app/components/parking/FeatureIcon.tsx",
    "app/routes/parking/detail.$name.tsx",
    "app/routes/parking/parts/parking-detail.server.ts",
    "app/components/parking/ReservationPanel.tsx",
    "app/components/parking/BookBar.tsx",
    "app/components/parking/DetailReviews.tsx",
    "app/components/parking/PhotoCarousel.tsx",
    "app/components/parking/CarParkMap.tsx",
    "app/components/parking/DetailHeart.tsx",
    "app/components/parking/FavouriteHeart.tsx",
    "app/routes/parking/_app.favourites.tsx",
    "app/routes/parking/_app.favourites_.$parkingId.tsx",
  ],

  booking: [
    "app/routes/booking/checkout.tsx",
    "app/routes/booking/checkout_.pay.$bookingId.tsx",
    "app/routes/booking/payment-success.tsx",
    "app/routes/booking/payment.result.tsx",
    "app/routes/booking/payment.callback.tsx",
    "app/routes/booking/_app.booking.tsx",
    "app/routes/booking/_app.booking_.$id.cancel.tsx",
    "app/routes/booking/_app.booking_.$id.change.tsx",
    "app/routes/booking/_app.booking_.$id.review.tsx",
    "app/components/booking/BookingItem.tsx",
    "app/components/booking/CancelDialog.tsx",
    "app/components/booking/CheckoutParts.tsx",
    "app/components/booking/CouponForm.tsx",
    "app/components/booking/PayForm.tsx",
    "app/components/booking/PriceBreakdown.tsx",
    "app/components/booking/PriceLines.tsx",
    "app/components/booking/StatusTabs.tsx",
    "app/components/booking/VehiclePicker.tsx",
    "app/components/booking/Filled.tsx",
    "app/routes/resources/test-gateway.checkout.tsx",
    "app/components/passes/PassList.tsx",
  ],

  community: [
    "app/routes/community/_app.access-denied.tsx",
    "app/routes/community/_app.communities.tsx",
    "app/routes/community/_app.communities_.$id.join.tsx",
    "app/routes/community/_app.community.$name.tsx",
    "app/routes/community/_app.community_.$name.upload.tsx",
    "app/routes/community/_app.following.tsx",
    "app/routes/community/_app.my-communities.tsx",
    "app/routes/community/_app.my.post.$id.tsx",
    "app/routes/community/_app.post.$id.tsx",
    "app/routes/community/_app.post_.$id.delete.tsx",
    "app/routes/community/_app.post_.$id.report.tsx",
    "app/routes/community/_app.saved.tsx",
    "app/routes/community/_app.user.$id.tsx",
    "app/components/community/CommunityCard.tsx",
    "app/components/community/CommunityView.tsx",
    "app/components/community/ContentRefusalDialog.tsx",
    "app/components/community/LoadMoreLink.tsx",
    "app/components/community/PostCard.tsx",
    "app/components/community/PostComments.tsx",
    "app/components/community/PostComposer.tsx",
    "app/components/community/PostDialog.tsx",
    "app/components/community/PostView.tsx",
    "app/components/community/ReportControl.tsx",
  ],

  passes: [
    "app/routes/passes/_app.pass.$parkingId.tsx",
    "app/routes/passes/_app.pass.network.$networkId.tsx",
    "app/components/passes/PassBuyForm.tsx",
    "app/components/passes/PassOffers.tsx",
    "app/utils/pass-offer.server.ts",
  ],

  moderation: [
    "app/routes/moderation/_app.community_.$name.moderator.tsx",
    "app/routes/moderation/_app.community_.$name.moderator_.ban.$userId.tsx",
    "app/routes/moderation/_app.community_.$name.moderator_.unban.$userId.tsx",
    "app/routes/moderation/_app.community_.$name.reported-post.tsx",
    "app/components/moderation/BanForm.tsx",
    "app/components/moderation/ModeratorPanelParts.tsx",
  ],

  account: [
    "app/routes/account/_app.tsx",
    "app/routes/account/_app.dashboard.tsx",
    "app/routes/account/_app.profile.tsx",
    "app/routes/account/_app.profile_.photo.tsx",
    "app/routes/account/_app.vehicles.tsx",
    "app/routes/account/_app.vehicles_.new.tsx",
    "app/routes/account/_app.vehicles_.$id.edit.tsx",
    "app/routes/account/_app.vehicles_.$id.delete.tsx",
    "app/routes/account/_app.devices-locations.tsx",
    "app/routes/account/_app.settings.data.tsx",
    "app/routes/account/_app.settings.delete.tsx",
    "app/routes/account/_app.settings.mail.tsx",
    "app/routes/account/_app.settings.offers.tsx",
    "app/routes/account/deletion-requested.tsx",
    "app/routes/account/unsubscribe.$token.tsx",
    "app/components/account/AccountMenu.tsx",
    "app/components/account/DeviceCards.tsx",
    "app/components/account/ProfileDetailsForm.tsx",
    "app/components/account/ProfilePhotoSection.tsx",
    "app/components/account/ProfilePlaceFields.tsx",
    "app/components/account/SettingsNav.tsx",
    "app/components/account/vehicle-form.tsx",
  ],

  public: [
    "app/routes/public/about.tsx",
    "app/routes/public/how-works.tsx",
    "app/routes/public/help-you.tsx",
    "app/routes/public/contact.tsx",
    "app/routes/public/professionals.tsx",
    "app/routes/public/terms.tsx",
    "app/routes/public/privacy.tsx",
    "app/routes/public/privacy_.grievance.tsx",
    "app/routes/public/$.tsx",
    "app/routes/public/offline.tsx",
    "app/components/pwa/OfflineView.tsx",
    "app/components/public/ContactFormParts.tsx",
    "app/help/category-page.tsx",
    "app/help/article-page.tsx",
  ],

  desk: [
    "app/routes/desk/operator.$parkingId.tsx",
    "app/routes/desk/operator._index.tsx",
    "app/components/desk/DeskList.tsx",
    "app/components/desk/DeskRefusal.tsx",
    "app/components/desk/GateOutcomePanel.tsx",
  ],

  adminPeople: [
    "app/routes/admin/admin.communities._index.tsx",
    "app/routes/admin/admin.communities.new.tsx",
    "app/routes/admin/admin.communities.$id.tsx",
    "app/routes/admin/admin.users._index.tsx",
    "app/routes/admin/admin.users.$id.tsx",
    "app/routes/admin/admin.grievances._index.tsx",
    "app/routes/admin/admin.grievances.$reference.tsx",
    "app/components/admin/CommunityAdminForm.tsx",
    "app/components/admin/AdminCommunityForms.tsx",
    "app/components/admin/AdminUserForms.tsx",
  ],

  kit: [
    "app/components/kit/Banner.tsx",
    "app/components/kit/ConfirmDialog.tsx",
    "app/components/kit/ConfirmActions.tsx",
    "app/components/kit/Pager.tsx",
    "app/components/kit/SubmitButton.tsx",
    "app/components/kit/ErrorBoundary.tsx",
    "app/components/kit/HelpHeader.tsx",
    "app/components/kit/RowForms.tsx",
    "app/components/kit/forms.tsx",
    "app/components/kit/error-list.tsx",
    "app/components/kit/select-field.tsx",
    "app/components/kit/DelayedRedirect.tsx",
  ],

  adminParking: [
    "app/routes/admin/admin.car-parks._index.tsx",
    "app/routes/admin/admin.car-parks.new.tsx",
    "app/routes/admin/admin.car-parks.$id.tsx",
    "app/routes/admin/admin.car-parks.$id_.images.tsx",
    "app/routes/admin/admin.car-parks.$id_.passes.tsx",
    "app/routes/admin/admin.networks.tsx",
    "app/routes/admin/admin.offers._index.tsx",
    "app/routes/admin/admin.offers.new.tsx",
    "app/routes/admin/admin.offers.$id.tsx",
    "app/routes/admin/admin.coupons._index.tsx",
    "app/routes/admin/admin.coupons.new.tsx",
    "app/routes/admin/admin.coupons.$code.tsx",
    "app/components/admin/ParkingAdminForm.tsx",
    "app/components/admin/CoordinatePicker.tsx",
    "app/components/admin/NetworkForm.tsx",
    "app/components/admin/OfferAdminForm.tsx",
    "app/components/admin/CouponAdminForm.tsx",
    "app/components/passes/PassPlanForm.tsx",
  ],

  adminAccess: [
    "app/components/kit/AdminHeader.tsx",
    "app/components/admin/AdminListHeader.tsx",
    "app/components/admin/DashboardFigures.tsx",
    "app/routes/admin/admin.signin.tsx",
    "app/routes/admin/admin.signin_.code.tsx",
    "app/routes/admin/admin.signin_.enrol.tsx",
    "app/routes/admin/admin.recovery-codes.tsx",
    "app/routes/admin/admin.logout.tsx",
    "app/routes/admin/admin._index.tsx",
    "app/routes/admin/admin.settings.tsx",
    "app/routes/admin/admin.content-checks.tsx",
    "app/routes/admin/parts/content-check-settings.server.ts",
    "app/routes/admin/admin.logs.tsx",
    "app/routes/admin/admin.operators.tsx",
    "app/routes/admin/parts/admin-people.server.ts",
  ],
};

export default tseslint.config(
  {
    ignores: ["build/**", "node_modules/**", "cdk.out/**", ".data/**", ".cache/**", "public/**", "test-results/**", "playwright-report/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.tsx", "app/components/**/use-*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        Buffer: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
        fetch: "readonly",
        Request: "readonly",
        Response: "readonly",
        Headers: "readonly",
        window: "readonly",
        document: "readonly",
        FormData: "readonly",
        AbortController: "readonly",
        TextEncoder: "readonly",
        TextDecoder: "readonly",
      },
    },
    rules: {
      "no-restricted-imports": ["error", noScan],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "functions/**/*.ts", "infra/**/*.ts"],
    ignores: [INDIA_TIME_MODULE],
    rules: { "no-restricted-syntax": ["error", ...noHtmlSinks, ...indiaTimeInOnePlace] },
  },
  { files: [INDIA_TIME_MODULE], rules: { "no-restricted-syntax": ["error", ...noHtmlSinks] } },
  { files: ["app/**/*.{ts,tsx}", "functions/**/*.ts"], rules: { "no-restricted-imports": restrict(onlyPortsTalkOut) } },
  { files: ["functions/core/**/*.ts"], rules: { "no-restricted-imports": restrict(onlyPortsTalkOut, coreStaysPure) } },
  { files: ["functions/core/ports/**/*.ts"], rules: { "no-restricted-imports": restrict(coreStaysPure) } },
  {
    files: ["functions/core/community/**/*.ts"],
    rules: { "no-restricted-imports": restrict(onlyPortsTalkOut, coreStaysPure, communityBeforeModeration) },
  },
  { files: ["functions/**/*.ts"], rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: loadedOnFirstUse }] } },
  { files: ["app/routes/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(onlyPortsTalkOut, routesStayApart) } },
  { files: ["app/routes/*/parts/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(onlyPortsTalkOut, partsServeRoutes) } },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/islands/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(onlyPortsTalkOut, componentsDoNoDataAccess) },
  },
  { files: ISLAND_FILES, rules: { "no-restricted-imports": restrict(onlyPortsTalkOut, componentsDoNoDataAccess, islandsNeedNoRemix) } },
  {
    files: Object.values(TRANSLATED_FILES).flat(),
    rules: { "no-restricted-syntax": ["error", ...noHtmlSinks, ...indiaTimeInOnePlace, ...textsFromCatalogues] },
  },
);
