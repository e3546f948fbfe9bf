import { CfnStage, HttpApi, HttpMethod } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import type { Alias, IFunction } from "aws-cdk-lib/aws-lambda";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import { Duration, RemovalPolicy, Stack, Validations } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { ISecret } from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";
import type { NativeLibrary } from "../bundling/lazy-libraries";
import { parseMailSender } from "@core/ports/mail/sender";
import { API_ROUTES, isDeployed, type ApiContext, type ApiRoute, type Grant } from "../../functions/handlers/routes";
import { grantFiles } from "./file-grants";
import { acknowledgeFunctionBaseline, acknowledgeWildcard } from "./nag";
import { createAppFunction } from "./node-function";
import { publishLive } from "./safe-deploy";

/** What API Gateway logs per request (HTTP API variables): no query string, no headers, no body. */
export const API_ACCESS_LOG_FORMAT = {
  requestId: "$context.requestId",
  time: "$context.requestTime",
  method: "$context.httpMethod",
  path: "$context.path",
  routeKey: "$context.routeKey",
  status: "$context.status",
  latencyMs: "$context.responseLatency",
  integrationStatus: "$context.integrationStatus",
  integrationError: "$context.integrationErrorMessage",
  ip: "$context.identity.sourceIp",
};

/** Requests per second across the API (steady and burst), well above a launch's peak. */
export const API_THROTTLE = { rateLimit: 500, burstLimit: 1000 };

export interface ApiConstructProps {
  table: ITable;
  filesBucket: IBucket;
  appSecret: ISecret;
  /** Razorpay's secrets: read only by routes granted `payments:secret`. */
  paymentSecret: ISecret;
  /** The CloudFront origin header's value: every HTTP function checks it. */
  edgeSecret: ISecret;
  /** Settings every function reads (besides TABLE_NAME and FILES_BUCKET). */
  environment: Record<string, string>;
  /** The sender of e-mails (MAIL_FROM): `mail:send` may send as it only. */
  mailFrom: string;
  /** Defaults to API_ROUTES; tests pass their own list to exercise the grant mapping. */
  routes?: ApiRoute[];
}

/**
 * The HTTP API (payload v2, what @remix-run/architect and functions/handlers/shared/http.ts expect) with one
 * Lambda per bounded context (docs/decisions/008-one-function-per-context.md). Each context's Lambda
 * bundles only its own handlers, gets the union of its routes' grants, and one API-scoped invoke
 * permission; every route is then a single Route resource, so the template grows by one resource per
 * route instead of seven. The Remix server is attached later as the `$default` route by the web construct.
 */
export class ApiConstruct extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<ApiContext, NodejsFunction>();
  /** Each context's `live` alias, which its routes invoke and CodeDeploy shifts (decision 054). */
  readonly aliases = new Map<ApiContext, Alias>();

  constructor(scope: Construct, id: string, props: ApiConstructProps) {
    super(scope, id);
    const routes = (props.routes ?? API_ROUTES).filter(isDeployed);

    this.httpApi = new HttpApi(this, "HttpApi", {
      description: "SMART PARKING: JSON API routes and the Remix server ($default)",
    });
    // A ceiling for the whole API, so a flood costs at most this much Lambda time. Requests that skip
    // CloudFront are refused by the functions themselves (the origin secret), but still invoke them.
    const stage = this.httpApi.defaultStage?.node.defaultChild as CfnStage | undefined;
    if (stage) stage.defaultRouteSettings = { throttlingRateLimit: API_THROTTLE.rateLimit, throttlingBurstLimit: API_THROTTLE.burstLimit };
    // One line per request (status, latency, the function's error), for what CloudFront's logs cannot
    // see: requests that reached API Gateway without it, and what the integration answered.
    const accessLogs = new LogGroup(this, "AccessLogs", { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    if (stage) stage.accessLogSettings = { destinationArn: accessLogs.logGroupArn, format: JSON.stringify(API_ACCESS_LOG_FORMAT) };
    Validations.of(this.httpApi).acknowledge({
      id: "AwsSolutions-APIG4",
      reason:
        "Routes authorize in the functions (bearer tokens, session cookies, core permissions) and only CloudFront's origin secret gets through (decision 053)",
    });

    const contexts = [...new Set(routes.map((route) => route.context))];
    for (const context of contexts) {
      const own = routes.filter((route) => route.context === context);
      const fnId = pascal(context);
      const fn = createAppFunction(this, fnId, {
        entry: `contexts/${context}`,
        environment: { TABLE_NAME: props.table.tableName, FILES_BUCKET: props.filesBucket.bucketName, ...props.environment },
        ...pictureProcessing(contextGrants(own)),
      });
      applyGrants(fn, contextGrants(own), {
        table: props.table,
        bucket: props.filesBucket,
        secret: props.appSecret,
        paymentSecret: props.paymentSecret,
        mailFrom: props.mailFrom,
      });
      props.edgeSecret.grantRead(fn);
      acknowledgeFunctionBaseline(fn);
      this.functions.set(context, fn);
      const alias = publishLive(fn);
      this.aliases.set(context, alias);

      // One integration and one invoke permission for the whole context (not one per route), on the alias.
      const integration = new HttpLambdaIntegration(`${fnId}Integration`, alias, { scopePermissionToRoute: false });
      const seen = new Set<string>();
      for (const route of own) {
        const key = `${route.method} ${route.path}`;
        if (seen.has(key)) throw new Error(`API_ROUTES: ${key} appears twice`);
        seen.add(key);
        this.httpApi.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration });
      }
    }
  }
}

/**
 * A context that accepts uploads re-encodes pictures (functions/core/media/image-variants.ts): sharp
 * beside the bundle, memory for a large photo's pixels (and the CPU Lambda gives with it),
 * and time for a 50 MB upload's copy and re-encode within API Gateway's 30 seconds.
 */
export const MEDIA_PROCESSING = { memorySize: 1536, timeout: Duration.seconds(29), nativeLibraries: ["sharp"] as NativeLibrary[] };

/**
 * What a context's Lambda needs to re-encode pictures: post media (50 MB uploads) get sharp with
 * MEDIA_PROCESSING's memory and time; a context that only re-encodes profile pictures (4 MB sent,
 * 512 px stored, a pixel limit of its own) gets sharp alone, so its other routes (sign-in) keep
 * the default memory. Without sharp beside the bundle, its first picture would fail in AWS only.
 */
export function pictureProcessing(grants: readonly Grant[]): Partial<typeof MEDIA_PROCESSING> {
  if (grants.includes("media:write")) return MEDIA_PROCESSING;
  if (grants.includes("images:encode")) return { nativeLibraries: MEDIA_PROCESSING.nativeLibraries };
  return {};
}

/** What a context's Lambda may touch: everything any of its routes needs, and nothing more. */
export function contextGrants(routes: readonly ApiRoute[]): Grant[] {
  return [...new Set(routes.flatMap((route) => route.grants))];
}

/** What applyGrants hands out: the data, the secrets, and the sender mail may go from. */
export interface GrantTargets {
  table: ITable;
  bucket: IBucket;
  secret: ISecret;
  paymentSecret: ISecret;
  /** The From of every e-mail (MAIL_FROM): `mail:send` may send as its identity only. */
  mailFrom: string;
}

/** Least privilege: a route gets write actions only when its `grants` say so. */
export function applyGrants(
  fn: IFunction,
  grants: readonly Grant[],
  { table, bucket, secret, paymentSecret, mailFrom }: GrantTargets,
): void {
  const has = (grant: Grant) => grants.includes(grant);
  if (has("table:read") && has("table:write")) table.grantReadWriteData(fn);
  else if (has("table:read")) table.grantReadData(fn);
  else if (has("table:write")) table.grantWriteData(fn);
  if (has("table:read") || has("table:write"))
    acknowledgeWildcard(fn, `${table.tableArn}/index/*`, "The table's own indexes (gsi1, gsi2), not other tables (decision 053)");

  grantFiles(fn, bucket, grants);

  // Rekognition's moderation actions take no resource ARN; it reads the picture with this role's own S3 access.
  if (has("content:check"))
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ["rekognition:DetectModerationLabels", "rekognition:StartContentModeration", "rekognition:GetContentModeration"],
        resources: ["*"],
      }),
    );

  if (has("secrets:read")) secret.grantRead(fn);
  if (has("payments:secret")) paymentSecret.grantRead(fn);
  if (has("mail:send")) grantSendMail(fn, mailFrom);
}

/** The SES configuration set every function sends with (MAIL_CONFIGURATION_SET, infra/constructs/mail-events.ts): named from the stack, so grants can name it. */
export function mailConfigurationSetName(scope: Construct): string {
  return `${Stack.of(scope).stackName}-mail`.slice(0, 64);
}

/**
 * SES sending as the configured sender only (MAIL_FROM, context `mailFrom`): the identity of its
 * address and of its domain, whichever of the two the operator verified. A stolen role cannot send
 * as another verified identity of the account.
 */
export function grantSendMail(fn: IFunction, mailFrom: string): void {
  const { address, domain } = parseMailSender(mailFrom);
  const stack = Stack.of(fn);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ["ses:SendEmail", "ses:SendRawEmail"],
      resources: [
        ...[address, domain].map((identity) => stack.formatArn({ service: "ses", resource: "identity", resourceName: identity })),
        // Sending with a configuration set needs leave on it too (the bounce and complaint events, decision 049).
        stack.formatArn({ service: "ses", resource: "configuration-set", resourceName: mailConfigurationSetName(fn) }),
      ],
    }),
  );
}

function pascal(text: string): string {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}
