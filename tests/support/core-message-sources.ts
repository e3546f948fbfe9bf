import path from "node:path";
import ts from "typescript";

/**
 * Every message core can show a person (issue 35, decision 059), found in the source with the
 * TypeScript checker: the first argument of `new …Error(…)`, the message of `refuseField(…)`,
 * every `message:` property, every text of a `…_MESSAGES` table, zod's `required_error` /
 * `invalid_type_error`, and the message argument of zod's checks (`.min(1, "…")`, `.refine(fn, "…")`). A constant is followed to its text, a
 * `cond ? "a" : "b"` gives both, and a template's `${…}` becomes `{}` (matched against a catalogue
 * key's `{name}`).
 */
export interface CoreMessage {
  text: string;
  file: string;
  line: number;
}

const ZOD_CHECKS = new Set([
  "min",
  "max",
  "length",
  "email",
  "url",
  "uuid",
  "regex",
  "refine",
  "int",
  "positive",
  "nonnegative",
  "nonempty",
  "gte",
  "lte",
  "gt",
  "lt",
  "startsWith",
  "endsWith",
  "includes",
  "datetime",
  "multipleOf",
  "finite",
  "trim",
]);
const MESSAGE_PROPERTIES = new Set(["message", "required_error", "invalid_type_error"]);
/** Errors no person sees: a fault for the logs (the person is told "An unexpected error occurred."). */
const INTERNAL_ERRORS = new Set([
  "Error",
  "RangeError",
  "TypeError",
  "SyntaxError",
  "ConfigError",
  "CheckUnavailableError",
  "UnreadableImageError",
]);
/** Adapters, configuration and the local test gateway speak to the logs and to operators, not to members. */
const INTERNAL_FILE =
  /functions\/core\/(ports\/|config\.ts|secrets\.ts|services\.ts|payment\/test-gateway\.ts|log\.ts)|functions\/handlers\/(local|jobs)\//;

export function normaliseTemplate(text: string): string {
  return text.replace(/\{\w*\}/g, "{}");
}

export function coreMessages(from = process.cwd()): CoreMessage[] {
  const root = path.resolve(from);
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, "tsconfig.core.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  if (!config) throw new Error("tsconfig.core.json not readable");
  // Core's files, and the API handlers' (their replies' `message`s reach the client too).
  const handlers = ts.sys.readDirectory(path.join(root, "functions/handlers"), [".ts"]);
  const files = [...config.fileNames, ...handlers].filter((f) => !f.includes(`${path.sep}i18n${path.sep}`) && !f.endsWith(".test.ts"));
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const found: CoreMessage[] = [];

  const texts = (node: ts.Expression): string[] => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join("")];
    if (ts.isParenthesizedExpression(node)) return texts(node.expression);
    if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue), ...texts(node.whenFalse)];
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return texts(node.right);
    const type = checker.getTypeAtLocation(node);
    const members = type.isUnion() ? type.types : [type];
    return members.filter((t): t is ts.StringLiteralType => t.isStringLiteral()).map((t) => t.value);
  };
  const add = (node: ts.Expression | undefined, source: ts.SourceFile) => {
    if (!node) return;
    for (const text of texts(node)) {
      // A message reads as a sentence; ids, codes and field names do not.
      if (!/[A-Za-z]{2}/.test(text) || (!/[A-Za-z].*\s.*[A-Za-z]/.test(text) && !/[.!?]$/.test(text))) continue;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ text, file: path.relative(root, source.fileName), line: line + 1 });
    }
  };

  for (const source of program.getSourceFiles()) {
    if (!files.includes(source.fileName) || INTERNAL_FILE.test(source.fileName)) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        /Error$/.test(node.expression.text) &&
        !INTERNAL_ERRORS.has(node.expression.text) &&
        node.arguments?.length
      ) {
        add(node.arguments[0], source);
      } else if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isIdentifier(callee) && callee.text === "refuseField") add(node.arguments[1], source);
        if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text)) {
          for (const arg of node.arguments) if (ts.isStringLiteralLike(arg) || ts.isTemplateExpression(arg)) add(arg, source);
        }
      } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /MESSAGES$/.test(node.name.text) && node.initializer) {
        // A module's table of messages (`CONTACT_MESSAGES = { nameRequired: "Name is required", … }`),
        // whichever helper later throws them.
        let table: ts.Expression = node.initializer;
        while (ts.isAsExpression(table) || ts.isSatisfiesExpression(table) || ts.isParenthesizedExpression(table)) table = table.expression;
        if (ts.isObjectLiteralExpression(table))
          for (const property of table.properties) if (ts.isPropertyAssignment(property)) add(property.initializer, source);
      } else if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === "message" && node.initializer) {
        // A domain error's default text (`new NotFoundError()` says "Not found.").
        add(node.initializer, source);
      } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && MESSAGE_PROPERTIES.has(node.name.text)) {
        add(node.initializer, source);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
