import { Annotations, Duration, Fn, RemovalPolicy, Stack, Validations } from "aws-cdk-lib";
import { HttpRoute, HttpRouteKey, type HttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  CachedMethods,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import type { Alias } from "aws-cdk-lib/aws-lambda";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from "aws-cdk-lib/aws-s3";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import type { ISecret } from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { EDGE_CACHE_KEY_COOKIES } from "@core/security/edge-cache";
import { LANGUAGE_EDGE_FUNCTION, LANGUAGE_HEADER } from "@core/i18n/languages";
import { EDGE_SECRET_HEADER } from "@core/security/edge-guard";
import type { Grant } from "../../functions/handlers/routes";
import { applyGrants, MEDIA_PROCESSING } from "./api";
import { acknowledgeFunctionBaseline } from "./nag";
import { REPO_ROOT, createAppFunction } from "./node-function";
import { publishLive } from "./safe-deploy";

export interface WebConstructProps {
  httpApi: HttpApi;
  table: ITable;
  filesBucket: IBucket;
  appSecret: ISecret;
  paymentSecret: ISecret;
  edgeSecret: ISecret;
  /** Settings every function reads (besides TABLE_NAME and FILES_BUCKET). */
  environment: Record<string, string>;
  /** The sender of e-mails (MAIL_FROM): the pages send as it only. */
  mailFrom: string;
  /** The optional WAF web ACL (us-east-1) in front of the distribution (decision 032). */
  webAclArn?: string;
}

/**
 * What the pages may touch: loaders and actions call the services in process (ARCHITECTURE §1).
 * Files by prefix (decision 002): the admin pages store car park pictures and community banners
 * (and delete the ones they replace), the profile page stores a new picture, the composer does
 * post media; none of them reads those pictures back (the JSON API serves them). The composer also
 * checks pictures and starts video checks (issue 12); checkout, callbacks and cancellations take money.
 * "Your data" signs links to members' own exports (`exports:read`: GetObject, which a signed link needs).
 */
export const REMIX_SERVER_GRANTS: Grant[] = [
  "table:read",
  "table:write",
  "files:status",
  "parking-images:write",
  "parking-images:delete",
  "profile-images:write",
  "community-banners:write",
  "community-banners:delete",
  "media:write",
  "exports:read",
  "content:check",
  "secrets:read",
  "payments:secret",
  "mail:send",
];

/** Where `remix vite:build` writes the browser assets. */
export const CLIENT_BUILD_DIR = join(REPO_ROOT, "build", "client");

/**
 * The website: the Remix server Lambda as the HTTP API's `$default` route, a private bucket for the
 * browser assets, and CloudFront in front of both so the site has one origin (cookies, CORS-free forms).
 */
export class WebConstruct extends Construct {
  readonly serverFunction: NodejsFunction;
  /** The server's `live` alias: the `$default` route invokes it, CodeDeploy shifts it (decision 054). */
  readonly serverAlias: Alias;
  readonly assetsBucket: Bucket;
  readonly distribution: Distribution;
  /** CloudFront's access logs (standard logging), kept ACCESS_LOG_DAYS. */
  readonly accessLogBucket: Bucket;
  /** https://<cloudfront domain>, the origin browsers see. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebConstructProps) {
    super(scope, id);

    this.serverFunction = createAppFunction(this, "RemixServer", {
      entry: "web/remix-server",
      memorySize: 1024,
      timeout: Duration.seconds(15),
      environment: {
        NODE_ENV: "production",
        TABLE_NAME: props.table.tableName,
        FILES_BUCKET: props.filesBucket.bucketName,
        ...props.environment,
      },
      // Lets esbuild drop React's development branches from the bundle.
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      // The composer's action accepts uploads in process, re-encoding pictures like the community API.
      nativeLibraries: MEDIA_PROCESSING.nativeLibraries,
    });
    applyGrants(this.serverFunction, REMIX_SERVER_GRANTS, {
      table: props.table,
      bucket: props.filesBucket,
      secret: props.appSecret,
      paymentSecret: props.paymentSecret,
      mailFrom: props.mailFrom,
    });
    props.edgeSecret.grantRead(this.serverFunction);
    acknowledgeFunctionBaseline(this.serverFunction);
    this.serverAlias = publishLive(this.serverFunction);

    // `$default` catches every request no JSON route matched: API Gateway prefers the specific routes.
    const defaultRoute = new HttpRoute(this, "DefaultRoute", {
      httpApi: props.httpApi,
      routeKey: HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration("RemixServerIntegration", this.serverAlias),
    });
    Validations.of(defaultRoute).acknowledge({
      id: "AwsSolutions-APIG4",
      reason: "The pages are public or ask core for the session's permission; only CloudFront's origin secret gets through (decision 053)",
    });

    this.assetsBucket = new Bucket(this, "AssetsBucket", {
      // Readable only by this distribution (origin access control), never directly.
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Build output, reproducible from the repo: safe to delete with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    Validations.of(this.assetsBucket).acknowledge({
      id: "AwsSolutions-S1",
      reason: "Public build output read only by CloudFront, whose access logs record every request (decision 053)",
    });

    // API Gateway must see its own Host header, so CloudFront drops the viewer's; this function keeps
    // it as X-Forwarded-Host, which @remix-run/architect uses to build request.url (redirects, origin checks).
    const forwardHost = new CloudFrontFunction(this, "ForwardHost", {
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        // Also stamps the viewer's address (overwriting anything the client sent), the one
        // trustworthy source for per-IP rate limits behind CloudFront (functions/core/security/edge-guard.ts).
        // And names the request's language for the page cache's key (decision 058): the same rule as the
        // origin's (functions/core/i18n/languages.ts, held equal by tests/unit/languages.test.ts).
        `${LANGUAGE_EDGE_FUNCTION}\nfunction handler(event) { var r = event.request; r.headers['x-forwarded-host'] = { value: r.headers.host.value }; r.headers['x-viewer-ip'] = { value: event.viewer.ip }; r.headers['${LANGUAGE_HEADER}'] = { value: spLanguage(r) }; return r; }`,
      ),
    });

    const apiOrigin = new HttpOrigin(Fn.parseDomainName(props.httpApi.apiEndpoint), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // The functions refuse requests without it (functions/core/security/edge-guard.ts). The value is a
      // dynamic reference resolved by CloudFormation at deploy time, never written into the template.
      customHeaders: { [EDGE_SECRET_HEADER]: props.edgeSecret.secretValue.unsafeUnwrap() },
    });
    // JSON is per caller (bearer tokens): never kept at the edge, but compressed; every viewer header
    // but Host goes through, and the Authorization header with it (apiPassThroughPolicy).
    const dynamic: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: apiPassThroughPolicy(this),
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: pageHeadersPolicy(this),
      functionAssociations: [{ function: forwardHost, eventType: FunctionEventType.VIEWER_REQUEST }],
      compress: true,
    };
    // Pages: kept at the edge only when the origin says so (decision 030): anonymous pages that are
    // the same for everyone. The session cookies are in the cache key, so a signed-in request never
    // gets the anonymous copy; the origin marks its own pages `private, no-store`.
    const sharedByOrigin = originDecidesCachePolicy(this);
    const pages: BehaviorOptions = { ...dynamic, cachePolicy: sharedByOrigin };
    // Car park pictures, the same for everyone: kept for as long as their Cache-Control says.
    const publicImages: BehaviorOptions = { ...dynamic, allowedMethods: AllowedMethods.ALLOW_GET_HEAD, cachePolicy: sharedByOrigin };
    const assetsOrigin = S3BucketOrigin.withOriginAccessControl(this.assetsBucket);
    const staticFiles: BehaviorOptions = {
      origin: assetsOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      cachedMethods: CachedMethods.CACHE_GET_HEAD_OPTIONS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: assetHeadersPolicy(this),
      compress: true,
    };

    // The service worker and the manifest (decision 057), from the site's root: a worker's scope is at
    // most the folder it is served from, so /sw.js, not /static/sw.js. Their names never change, so the
    // bucket marks them no-cache (deployAssets): browsers and the edge ask again each time. The worker
    // runs under the CSP of its own script response: it may fetch this origin and nothing else.
    const rootFiles: BehaviorOptions = { ...staticFiles, responseHeadersPolicy: workerHeadersPolicy(this) };

    this.accessLogBucket = accessLogBucket(this);
    this.distribution = new Distribution(this, "Distribution", {
      comment: "SMART PARKING website",
      defaultBehavior: pages,
      additionalBehaviors: {
        "/api/parking/send-parking-image/*": publicImages,
        "/api/*": dynamic,
        "/assets/*": staticFiles,
        "/static/*": staticFiles,
        ...Object.fromEntries(ROOT_FILES.map((file) => [`/${file}`, rootFiles])),
      },
      // PriceClass_200 is the cheapest class with edge locations in India.
      priceClass: PriceClass.PRICE_CLASS_200,
      httpVersion: HttpVersion.HTTP2_AND_3,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: this.accessLogBucket,
      logFilePrefix: "cloudfront/",
      // The cookies are the session: a log line must never carry one.
      logIncludesCookies: false,
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: "AwsSolutions-CFR1",
        reason: "Drivers in India, but no law or licence limits who may read the site; the WAF's rate rule limits abuse (decision 053)",
      },
      { id: "AwsSolutions-CFR2", reason: "WAF is optional (context waf=true), see decision 032" },
      {
        id: "AwsSolutions-CFR4",
        reason:
          "The default *.cloudfront.net certificate allows TLSv1; a custom domain with its own certificate sets TLSv1.2_2021 (decision 053)",
      },
    );
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;

    this.deployAssets();
  }

  private deployAssets(): void {
    // Template tests skip bundling and have no build: they must not need one.
    if (!Stack.of(this).bundlingRequired) return;
    if (!existsSync(CLIENT_BUILD_DIR)) {
      Annotations.of(this).addWarning(`${CLIENT_BUILD_DIR} is missing: run \`npm run build\`; no browser assets will be deployed.`);
      return;
    }
    // prune: false keeps the previous build's hashed files, which pages already open in browsers still request.
    const assetsDir = join(CLIENT_BUILD_DIR, "assets");
    if (existsSync(assetsDir)) {
      new BucketDeployment(this, "DeployHashedAssets", {
        sources: [Source.asset(assetsDir)],
        destinationBucket: this.assetsBucket,
        destinationKeyPrefix: "assets/",
        prune: false,
        memoryLimit: 512,
        // File names carry a content hash, so a name never changes meaning.
        cacheControl: [CacheControl.fromString("public, max-age=31536000, immutable")],
      });
    }
    const staticDir = join(CLIENT_BUILD_DIR, "static");
    if (existsSync(staticDir)) {
      new BucketDeployment(this, "DeployStaticFiles", {
        sources: [Source.asset(staticDir)],
        destinationBucket: this.assetsBucket,
        destinationKeyPrefix: "static/",
        prune: false,
        memoryLimit: 512,
        // Unhashed names: short browser cache, and the edge copy is invalidated on each deploy.
        cacheControl: [CacheControl.fromString("public, max-age=3600")],
        distribution: this.distribution,
        distributionPaths: ["/static/*"],
        waitForDistributionInvalidation: false,
      });
    }
    // sw.js and manifest.webmanifest only (the rest of build/client has its own deployments above).
    if (ROOT_FILES.every((file) => existsSync(join(CLIENT_BUILD_DIR, file)))) {
      new BucketDeployment(this, "DeployRootFiles", {
        sources: [Source.asset(CLIENT_BUILD_DIR, { exclude: ["*", ...ROOT_FILES.map((file) => `!${file}`)] })],
        destinationBucket: this.assetsBucket,
        prune: false,
        memoryLimit: 512,
        // Same names every build: a browser revalidates them every time, and the edge copy is invalidated.
        cacheControl: [CacheControl.noCache()],
        distribution: this.distribution,
        distributionPaths: ROOT_FILES.map((file) => `/${file}`),
        waitForDistributionInvalidation: false,
      });
    } else {
      Annotations.of(this).addWarning(`${ROOT_FILES.join(" or ")} missing from ${CLIENT_BUILD_DIR}: run \`npm run build\`.`);
    }
  }
}

/** Files of the client build served from the site's root (decision 057): the service worker and the web app manifest. */
export const ROOT_FILES = ["sw.js", "manifest.webmanifest"] as const;

/**
 * The service worker's own CSP (a worker obeys the CSP of its script's response, not the page's):
 * it fetches pages, assets and the kept vouchers from this origin, and loads nothing else.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function workerHeadersPolicy(scope: Construct): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, "WorkerHeaders", {
    comment: "SMART PARKING service worker and manifest: security headers and a same-origin-fetch-only CSP",
    securityHeadersBehavior: securityHeaders(WORKER_CSP),
  });
}

/** How long CloudFront's access logs are kept: a quarter to look back on an incident, then gone (viewer IPs are personal data). */
export const ACCESS_LOG_DAYS = 90;

/**
 * Where CloudFront writes its access logs. Standard logging writes through the bucket's ACL (CloudFront
 * adds the log-delivery grant when the distribution is deployed), so ACLs stay enabled with the bucket
 * owner preferred; nothing is public, it is encrypted with S3's key (CloudFront cannot write SSE-KMS
 * without a key policy of our own), reached over TLS only, and every log expires after ACCESS_LOG_DAYS.
 */
function accessLogBucket(scope: Construct): Bucket {
  const bucket = new Bucket(scope, "AccessLogBucket", {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    // Evidence after an incident, even if the stack is deleted; the lifecycle still empties it.
    removalPolicy: RemovalPolicy.RETAIN,
    lifecycleRules: [
      { id: "ExpireAccessLogs", expiration: Duration.days(ACCESS_LOG_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) },
    ],
  });
  Validations.of(bucket).acknowledge({
    id: "AwsSolutions-S1",
    reason: "It is the log bucket: logging its own reads would log the logs (decision 053)",
  });
  return bucket;
}

/**
 * The JSON API's policy: nothing is kept, and everything is compressed (issue 16).
 *
 * CloudFront compresses only under a cache policy with Gzip and Brotli on, and the managed
 * CachingDisabled policy (all TTLs 0) cannot turn them on. This policy keeps nothing the API sends
 * either:
 * - every API response says `no-store` (functions/handlers/shared/http.ts);
 * - a response without Cache-Control gets the default TTL of 0;
 * - no response is kept longer than a second, whatever it says.
 *
 * The key holds the Authorization header, every cookie and the whole query string, so two callers
 * never share an entry. Once caching is on, CloudFront forwards the bearer token only if the key
 * holds it: an origin request policy may not forward it.
 */
function apiPassThroughPolicy(scope: Construct): CachePolicy {
  return new CachePolicy(scope, "ApiPassThrough", {
    comment: "SMART PARKING JSON API: never kept (no-store), compressed, keyed on the caller",
    defaultTtl: Duration.seconds(0),
    minTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(1),
    cookieBehavior: CacheCookieBehavior.all(),
    headerBehavior: CacheHeaderBehavior.allowList("Authorization"),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}

/**
 * The origin's Cache-Control decides (no default TTL: a response without one is never kept, and
 * `private`/`no-store` never are). The key is the path, the query string, the session cookies
 * (EDGE_CACHE_KEY_COOKIES), so signed-in requests never share an entry with anonymous ones, and the
 * language the edge function chose (x-sp-lang: one copy per language, decision 058). Gzip and
 * Brotli on: CloudFront compresses what it serves and keys on the normalised Accept-Encoding.
 */
function originDecidesCachePolicy(scope: Construct): CachePolicy {
  return new CachePolicy(scope, "SharedByOrigin", {
    comment: "SMART PARKING pages and public pictures: cached only as the origin's Cache-Control allows",
    defaultTtl: Duration.seconds(0),
    minTtl: Duration.seconds(0),
    maxTtl: Duration.days(1),
    cookieBehavior: CacheCookieBehavior.allowList(...EDGE_CACHE_KEY_COOKIES),
    // The language the edge function chose: a Hindi page is never served to an English reader, or back.
    headerBehavior: CacheHeaderBehavior.allowList(LANGUAGE_HEADER),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}

/**
 * The security headers CloudFront adds (what the managed SECURITY_HEADERS policy adds, adjusted).
 * Referrer-Policy does not override the origin's: pages whose URL carries a token send "same-origin"
 * (app/routes/auth/parts/private-headers.ts). X-XSS-Protection is "0": the old auditor is gone from browsers and
 * could be abused to blank parts of a page; the CSP is the protection.
 */
function securityHeaders(contentSecurityPolicy?: string) {
  return {
    strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: false, override: true },
    contentTypeOptions: { override: true },
    frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
    referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: false },
    xssProtection: { protection: false, override: true },
    ...(contentSecurityPolicy ? { contentSecurityPolicy: { contentSecurityPolicy, override: true } } : {}),
  };
}

/**
 * Pages and the JSON API. No Content-Security-Policy here on purpose: each page's CSP carries a
 * per-response nonce set by the Remix server (app/entry.server.tsx); CloudFront passes it through
 * untouched, and a fixed CSP from here would either replace it or (as a second header) block the
 * nonce'd scripts.
 */
function pageHeadersPolicy(scope: Construct): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, "PageHeaders", {
    comment: "SMART PARKING pages: security headers, the origin's nonce-based CSP passes through",
    securityHeadersBehavior: securityHeaders(),
  });
}

/**
 * Browser assets (/assets/*, /static/*): scripts, styles, images and SVGs. A CSP on a script or
 * stylesheet response changes nothing where it is used; it matters when a file is opened as a
 * document (an SVG can carry script): then nothing runs, nothing loads but images, nothing frames it.
 */
export const ASSET_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function assetHeadersPolicy(scope: Construct): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, "AssetHeaders", {
    comment: "SMART PARKING browser assets: security headers and a no-script CSP",
    securityHeadersBehavior: securityHeaders(ASSET_CSP),
  });
}
