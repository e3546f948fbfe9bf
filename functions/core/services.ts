import { resolve } from "node:path";
import { config, ConfigError, type Config } from "./config";
import { createDocumentClient, createRekognitionClient, createS3Client, createSchedulerClient, onFirstUse } from "./ports/aws-clients";
import { bucketAddress } from "./ports/files/bucket-address";
import { S3FileStore, type FileStore } from "./ports/files/file-store";
import type { Mailer } from "./ports/mail/mailer";
import { OutboxMailer } from "./ports/mail/outbox-mailer";
import { createSesMailer } from "./ports/mail/ses-mailer";
import { handleSesEvent } from "./mail-preferences/suppression";
import { SuppressingMailer } from "./mail-preferences/suppressing-mailer";
import { Table } from "./ports/table/table";
import type { ImageModerator } from "./ports/content/image-moderator";
import { OfflineImageModerator, warmOfflineChecks } from "./ports/content/offline-image-moderator";
import { RekognitionImageModerator } from "./ports/content/rekognition-image-moderator";
import { OfflineVideoModerator } from "./ports/content/offline-video-moderator";
import { RekognitionVideoModerator } from "./ports/content/rekognition-video-moderator";
import type { VideoModerator } from "./ports/content/video-moderator";
import { EventBridgeScheduler } from "./ports/scheduler/eventbridge-scheduler";
import { sharedLocalScheduler, type LocalScheduler } from "./ports/scheduler/local-scheduler";
import type { Scheduler } from "./ports/scheduler/scheduler";
import type { PaymentGateway } from "./payment/gateway";
import { TestGateway } from "./payment/test-gateway";
import { RazorpayGateway } from "./ports/payment/razorpay-gateway";
import { loadPaymentSecrets } from "./secrets";

/**
 * The ports a service needs, built once per process from configuration. Remix loaders, Lambda
 * handlers and tests all get them here; tests may build their own with `createServices`.
 * Configuration picks each adapter; nothing falls back silently from one to another.
 */
export interface Services {
  config: Config;
  table: Table;
  files: FileStore;
  mailer: Mailer;
  /** Checks posts' pictures: Rekognition or nsfwjs, by CONTENT_CHECK_ADAPTER. */
  imageModerator: ImageModerator;
  /** Checks posts' videos: Rekognition's jobs or ffmpeg's frames, by CONTENT_CHECK_ADAPTER. */
  videoModerator: VideoModerator;
  /** Present only with the local outbox adapter (the /dev/outbox pages read it). */
  outbox?: OutboxMailer;
  /** One-off jobs at a time (booking reminders): EventBridge Scheduler or memory, by SCHEDULER_ADAPTER. */
  scheduler: Scheduler;
  /** Present only with the local scheduler (the local stack's timer and the tests run its due jobs). */
  localScheduler?: LocalScheduler;
  /**
   * Razorpay, or the embedded test gateway when TEST_GATEWAY=on. Tests may hand in their own (the
   * fault tests' wrapper, decision 031) by spreading the services with another `gateway`.
   */
  gateway: PaymentGateway;
}

export function createServices(cfg: Config): Services {
  const files = new S3FileStore(() => createS3Client(cfg), cfg.FILES_BUCKET, cfg.AWS_REGION, bucketAddress(cfg));
  const localScheduler =
    cfg.SCHEDULER_ADAPTER === "local"
      ? sharedLocalScheduler(
          `${cfg.DYNAMODB_ENDPOINT ?? ""}|${cfg.TABLE_NAME}`,
          cfg.LOCAL_SCHEDULES_FILE && resolve(cfg.LOCAL_SCHEDULES_FILE),
        )
      : undefined;
  const table = new Table(createDocumentClient(cfg), cfg.TABLE_NAME);
  // The outbox plays SES's mailbox simulator: its bounce and complaint events go to the same core code as SNS's (decision 049).
  const outbox =
    cfg.MAIL_ADAPTER === "outbox"
      ? new OutboxMailer(resolve(cfg.OUTBOX_DIR), cfg.MAIL_FROM, async (event) => void (await handleSesEvent(table, event)))
      : undefined;
  return {
    config: cfg,
    table,
    files,
    // Every mail passes the suppression list: an address that bounced hard gets nothing more.
    mailer: new SuppressingMailer(outbox ?? createSesMailer(cfg.AWS_REGION, cfg.MAIL_FROM, cfg.MAIL_CONFIGURATION_SET), table),
    outbox,
    scheduler:
      localScheduler ??
      new EventBridgeScheduler(() => createSchedulerClient(cfg), {
        functionArn: cfg.REMINDER_FUNCTION_ARN,
        roleArn: cfg.REMINDER_ROLE_ARN,
        group: cfg.REMINDER_SCHEDULE_GROUP,
        deadLetterArn: cfg.REMINDER_DEAD_LETTER_ARN,
      }),
    localScheduler,
    gateway: paymentGateway(cfg, table),
    ...contentCheckers(cfg, files),
  };
}

/**
 * Razorpay when its key is configured, the test gateway when TEST_GATEWAY=on (parseConfig refuses
 * it in production). Never a silent fall-back from one to the other: with neither, every use of the
 * gateway throws the configuration error (a process that takes no payments still starts).
 */
function paymentGateway(cfg: Config, table: Table): PaymentGateway {
  if (cfg.RAZORPAY_KEY_ID) return new RazorpayGateway(cfg.RAZORPAY_KEY_ID, async () => loadPaymentSecrets(cfg));
  if (cfg.TEST_GATEWAY === "on") return new TestGateway(table, cfg.TEST_GATEWAY_SECRET!); // parseConfig requires it with TEST_GATEWAY=on
  return unconfiguredGateway();
}

function unconfiguredGateway(): PaymentGateway {
  const refuse = (): never => {
    throw new ConfigError("Invalid configuration: no payment gateway (set RAZORPAY_KEY_ID, or TEST_GATEWAY=on locally)");
  };
  // Symbols and `then` answer undefined, so logging or awaiting the services does not trip it.
  return new Proxy({} as PaymentGateway, { get: (_, name) => (typeof name === "symbol" || name === "then" ? undefined : refuse()) });
}

function contentCheckers(cfg: Config, files: FileStore): Pick<Services, "imageModerator" | "videoModerator"> {
  if (cfg.CONTENT_CHECK_ADAPTER === "offline") {
    // `npm start` serves for hours: its first picture post should not wait for the model (issue 29).
    if (cfg.APP_ENV === "local") warmOfflineChecks();
    return { imageModerator: new OfflineImageModerator(files), videoModerator: new OfflineVideoModerator(files) };
  }
  // One client for both checkers, built at the first check.
  const rekognition = onFirstUse(() => createRekognitionClient(cfg));
  const channel =
    cfg.VIDEO_CHECK_TOPIC_ARN && cfg.VIDEO_CHECK_ROLE_ARN
      ? { topicArn: cfg.VIDEO_CHECK_TOPIC_ARN, roleArn: cfg.VIDEO_CHECK_ROLE_ARN }
      : undefined;
  return {
    imageModerator: new RekognitionImageModerator(rekognition, cfg.FILES_BUCKET, files),
    videoModerator: new RekognitionVideoModerator(rekognition, cfg.FILES_BUCKET, channel),
  };
}

let current: Services | undefined;

export function services(): Services {
  current ??= createServices(config());
  return current;
}

export function resetServices(): void {
  current = undefined;
}
