import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/** A Scan reads the whole table: never in a request path (ARCHITECTURE §3). */
const noScan = {
  paths: [
    { name: "@aws-sdk/client-dynamodb", importNames: ["ScanCommand", "ParallelScanCommand"], message: "No Scan: use a key or index Query." },
    { name: "@aws-sdk/lib-dynamodb", importNames: ["ScanCommand", "paginateScan"], message: "No Scan: use a key or index Query." },
  ],
};

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", "cdk.out/**", ".data/**", ".cache/**", "public/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: {
      globals: {
        process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly", setTimeout: "readonly",
        clearTimeout: "readonly", setInterval: "readonly", clearInterval: "readonly", fetch: "readonly",
        Request: "readonly", Response: "readonly", Headers: "readonly", window: "readonly", document: "readonly",
        FormData: "readonly", AbortController: "readonly", TextEncoder: "readonly", TextDecoder: "readonly",
      },
    },
    rules: {
      "no-restricted-imports": ["error", noScan],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
