import { CfnOutput, Duration, Stack, type StackProps } from "aws-cdk-lib";
import { Construct } from "constructs";
import { API_ROUTES, isDeployed, type ApiRoute } from "../functions/handlers/routes";
import { ApiConstruct, mailConfigurationSetName } from "./constructs/api";
import { ContentCheckConstruct } from "./constructs/content-check";
import { DataConstruct } from "./constructs/data";
import { DEFAULT_HELD_CHECKS_PER_HOUR, MonitoringStack } from "./constructs/monitoring";
import { MailEventsConstruct } from "./constructs/mail-events";
import { metricsNamespace } from "./constructs/node-function";
import { RemindersConstruct } from "./constructs/reminders";
import { SafeDeploys } from "./constructs/safe-deploy";
import { scheduledJob } from "./constructs/scheduled-job";
import { WebConstruct } from "./constructs/web";

export interface SmartParkingStackProps extends StackProps {
  /** Extra browser origins allowed to upload to the files bucket (e.g. a custom domain, a staging site). */
  allowedOrigins?: string[];
  /** Defaults to API_ROUTES. */
  routes?: ApiRoute[];
  /** The public origin used in e-mailed links; defaults to the CloudFront URL. */
  appUrl?: string;
  /**
   * The sender of e-mails (context `mailFrom`), "Name <address>" or a bare address, verified in SES as
   * that address or its domain: the functions may send as that identity only (decision 002).
   */
  mailFrom?: string;
  /** Razorpay's public key id; its key secret and webhook secret go into the app secret (RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET). */
  razorpayKeyId?: string;
  /** Where alarms are mailed (context `alarmEmail`); the address confirms the subscription by e-mail (decision 032). */
  alarmEmail?: string;
  /** Held content checks per hour above which an alarm fires (context `heldChecksPerHour`). */
  heldChecksPerHour?: number;
  /** A WAF web ACL (us-east-1, CLOUDFRONT scope) for the distribution: context `waf=true` (infra/constructs/edge-waf.ts). */
  webAclArn?: string;
  /** A restored table to use instead of the stack's own (context `tableName`, docs/operations.md). */
  tableName?: string;
}

export const DEFAULT_MAIL_FROM = "SMART PARKING <no-reply@smartparking.in>";

/** SMART PARKING: data (table + files), the JSON API, and the website behind CloudFront. */
export class SmartParkingStack extends Stack {
  constructor(scope: Construct, id: string, props: SmartParkingStackProps = {}) {
    super(scope, id, props);

    const data = new DataConstruct(this, "Data", { tableName: props.tableName });
    const mailFrom = props.mailFrom ?? DEFAULT_MAIL_FROM;
    // What every function reads besides its table and bucket: secrets by reference, mail through SES.
    const environment = {
      SECRETS_ARN: data.appSecret.secretArn,
      PAYMENT_SECRETS_ARN: data.paymentSecret.secretArn,
      EDGE_SECRET_ARN: data.edgeSecret.secretArn,
      MAIL_ADAPTER: "ses",
      CONTENT_CHECK_ADAPTER: "rekognition",
      // The local scheduler is refused in production; the functions that schedule also get the target (allowScheduling).
      SCHEDULER_ADAPTER: "eventbridge",
      MAIL_FROM: mailFrom,
      // Every mail goes with the configuration set whose bounces and complaints reach the mail-events function (decision 049).
      MAIL_CONFIGURATION_SET: mailConfigurationSetName(this),
      // Without it the functions refuse to start (the test gateway never runs in production).
      ...(props.razorpayKeyId ? { RAZORPAY_KEY_ID: props.razorpayKeyId } : {}),
    };
    const shared = {
      table: data.table,
      filesBucket: data.filesBucket,
      appSecret: data.appSecret,
      paymentSecret: data.paymentSecret,
      edgeSecret: data.edgeSecret,
      environment,
      mailFrom,
    };
    const api = new ApiConstruct(this, "Api", { ...shared, routes: props.routes });
    const web = new WebConstruct(this, "Web", { ...shared, httpApi: api.httpApi, webAclArn: props.webAclArn });

    const jobData = {
      table: data.table,
      filesBucket: data.filesBucket,
      appSecret: data.appSecret,
      paymentSecret: data.paymentSecret,
      mailFrom,
    };
    // Unpaid holds give their spaces back within minutes (TTL deletion can lag by days). It also
    // retries refunds that failed (docs/decisions/006), so it may call the gateway, and deletes the
    // media of deleted posts that could not be deleted at once (decision 012).
    const sweeper = scheduledJob(this, "HoldSweeper", {
      entry: "jobs/sweep",
      every: Duration.minutes(5),
      timeout: Duration.minutes(2),
      // mail:send, profile-images:delete, exports:delete and files:status (ListBucket) for the account erasure (decision 052).
      grants: [
        "table:read",
        "table:write",
        "payments:secret",
        "media:delete",
        "mail:send",
        "profile-images:delete",
        "exports:delete",
        "files:status",
      ],
      scheduleId: "HoldSweepSchedule",
      data: jobData,
      environment,
    });
    // Every captured payment ends in a booking or a refund even when neither the callback nor the
    // webhook arrived: the reconciler compares the gateway's paid orders with the table (decision 006).
    // A booking it confirms gets its confirmation e-mail.
    const reconciler = scheduledJob(this, "PaymentReconciler", {
      entry: "jobs/reconcile",
      every: Duration.minutes(15),
      timeout: Duration.minutes(5),
      grants: ["table:read", "table:write", "payments:secret", "mail:send"],
      scheduleId: "PaymentReconcileSchedule",
      data: jobData,
      environment,
    });

    // Members' data exports (issue 32 §1, decision 051): every minute, the archives asked for are built
    // from the table and the files (reads), written under exports/ only, and their links mailed.
    const dataExport = scheduledJob(this, "DataExport", {
      entry: "jobs/data-export",
      every: Duration.minutes(1),
      timeout: Duration.minutes(10),
      grants: ["table:read", "table:write", "exports:write", "profile-images:read", "media:read", "mail:send"],
      scheduleId: "DataExportSchedule",
      data: jobData,
      environment,
      // Pictures, videos and invoice PDFs of one member are held in memory while the archive is written.
      options: { memorySize: 2048 },
    });

    // Offer mails (issue 32 §4, decision 056): every minute, sending for 50 s at most at a steady rate
    // below SES's; the next run goes on where it stopped. Reads members and preferences, writes the
    // deliveries and counts, sends mail.
    const offerMail = scheduledJob(this, "OfferMail", {
      entry: "jobs/offer-mail",
      every: Duration.minutes(1),
      timeout: Duration.minutes(2),
      grants: ["table:read", "table:write", "mail:send"],
      scheduleId: "OfferMailSchedule",
      data: jobData,
      environment,
    });

    // Posts' pictures and videos are checked by Rekognition (issue 12, decision 015): the content-check
    // function takes video completions and retries held posts; whoever publishes a post may start a video job.
    const contentCheck = new ContentCheckConstruct(this, "ContentCheck", { data: jobData, environment });
    const checking = new Set(
      (props.routes ?? API_ROUTES).filter((r) => isDeployed(r) && r.grants.includes("content:check")).map((r) => r.context),
    );
    for (const context of checking) contentCheck.allowVideoJobs(api.functions.get(context)!);
    contentCheck.allowVideoJobs(web.serverFunction);

    // Booking reminders (issue 14, decision 027): one-off EventBridge schedules per booking, created,
    // moved and deleted by whatever confirms, changes or cancels a booking.
    const reminders = new RemindersConstruct(this, "Reminders", { data: jobData, environment });
    const booking = new Set(
      (props.routes ?? API_ROUTES).filter((r) => isDeployed(r) && r.grants.includes("payments:secret")).map((r) => r.context),
    );
    for (const context of booking) reminders.allowScheduling(api.functions.get(context)!);
    reminders.allowScheduling(web.serverFunction);
    reminders.allowScheduling(reconciler);

    // Bounces and complaints: SES configuration set → SNS → the mail-events function records the suppression (decision 049).
    const mailEvents = new MailEventsConstruct(this, "MailEvents", { data: jobData, environment });

    // Links in e-mails point at the site; the distribution only exists now, so it is added last.
    const appUrl = props.appUrl ?? web.siteUrl;
    for (const fn of [...api.functions.values(), web.serverFunction, reconciler, reminders.function, dataExport, offerMail])
      fn.addEnvironment("APP_URL", appUrl);

    data.allowBrowserOrigins([web.siteUrl, ...(props.allowedOrigins ?? [])]);

    // Alarms to an SNS topic, and the dashboard (decision 032; README "Operating it").
    // The HTTP functions are measured on their `live` aliases, which serve all their traffic (decision 054).
    const http = [
      ...[...api.aliases].map(([context, alias]) => ({ name: context, alias, p99Ms: 3000 })),
      { name: "remix-server", alias: web.serverAlias, p99Ms: 5000 },
    ];
    const monitoring = new MonitoringStack(this, "Monitoring", {
      namespace: metricsNamespace(this),
      httpFunctions: http.map(({ name, alias, p99Ms }) => ({ name, fn: alias, p99Ms })),
      deadLetterQueues: [
        { job: "sweeper", queue: sweeper.deadLetterQueue! },
        { job: "reconciler", queue: reconciler.deadLetterQueue! },
        { job: "content-check", queue: contentCheck.deadLetterQueue },
        { job: "reminders", queue: reminders.deadLetterQueue },
        { job: "mail-events", queue: mailEvents.deadLetterQueue },
        { job: "data-export", queue: dataExport.deadLetterQueue! },
        { job: "offer-mail", queue: offerMail.deadLetterQueue! },
      ],
      table: data.table,
      alarmEmail: props.alarmEmail,
      heldChecksPerHour: props.heldChecksPerHour ?? DEFAULT_HELD_CHECKS_PER_HOUR,
    });

    // Deploys shift each alias by canary and roll back on that function's alarms (decision 054). Beside
    // the alarms, in the nested stack: the main template's resource budget is for the app's resources.
    new SafeDeploys(monitoring, "Deploys", {
      targets: http.map(({ name, alias }) => ({ name, alias, alarms: monitoring.rollbackAlarms.get(name)! })),
    });

    new CfnOutput(this, "SiteUrl", { value: web.siteUrl, description: "The website (CloudFront)" });
    new CfnOutput(this, "TableName", { value: data.table.tableName });
    new CfnOutput(this, "FilesBucketName", { value: data.filesBucket.bucketName });
  }
}
