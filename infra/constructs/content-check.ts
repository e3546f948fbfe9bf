import { Duration, Stack } from "aws-cdk-lib";
import { PolicyStatement, Role, ServicePrincipal, type IGrantable } from "aws-cdk-lib/aws-iam";
import { Alias } from "aws-cdk-lib/aws-kms";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Topic } from "aws-cdk-lib/aws-sns";
import { LambdaSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { MEDIA_PREFIX } from "@core/media/media-keys";
import { MEDIA_PROCESSING } from "./api";
import { grantObjects } from "./file-grants";
import { deadLetterQueue, scheduledJob, type JobData } from "./scheduled-job";

export interface ContentCheckConstructProps {
  data: JobData;
  /** Settings every function reads (besides TABLE_NAME and FILES_BUCKET). */
  environment: Record<string, string>;
}

/** Retries of a failed asynchronous invocation (an SNS completion, a sweep) before it is parked in the queue. */
export const CONTENT_CHECK_RETRIES = 2;

/**
 * Posts' picture and video checks in AWS (issue 12, docs/decisions/015-content-check.md):
 * - the SNS topic Rekognition tells when a video job ends, and the role it assumes to publish there
 *   (sns:Publish on this topic, nothing else);
 * - the content-check function (functions/handlers/jobs/content-check.ts), subscribed to the topic and
 *   run every 5 minutes for held posts, video jobs whose completion never came and expired drafts;
 * - a dead-letter queue for the invocations that still fail after their retries.
 *
 * Functions that publish posts (the community API, the Remix server) start video jobs too: they get
 * `allowVideoJobs` (the topic and role in their environment, PassRole on the role).
 */
export class ContentCheckConstruct extends Construct {
  readonly topic: Topic;
  /** The role Rekognition assumes to publish a video job's completion. */
  readonly videoRole: Role;
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: ContentCheckConstructProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.topic = new Topic(this, "VideoCheckTopic", {
      displayName: "SMART PARKING video checks (Rekognition job completions)",
      // SNS's AWS managed key: its key policy lets this account's principals (the role below) use it
      // through SNS, so no key of our own (and no kms: grants) is needed.
      masterKey: Alias.fromAliasName(this, "SnsKey", "alias/aws/sns"),
      enforceSSL: true,
    });

    this.videoRole = new Role(this, "VideoCheckRole", {
      description: "Rekognition publishes the completion of this stack's video checks to its topic",
      // Only Rekognition acting for this account (confused-deputy guard).
      assumedBy: new ServicePrincipal("rekognition.amazonaws.com", {
        conditions: { StringEquals: { "aws:SourceAccount": stack.account } },
      }),
    });
    this.videoRole.addToPolicy(new PolicyStatement({ actions: ["sns:Publish"], resources: [this.topic.topicArn] }));

    this.deadLetterQueue = deadLetterQueue(this, "DeadLetters");

    this.function = scheduledJob(this, "Function", {
      entry: "jobs/content-check",
      every: Duration.minutes(5),
      // Up to 50 drafts a sweep, each a Rekognition call (and a PNG copy of a WebP picture).
      timeout: Duration.minutes(2),
      // Media by prefix below, not through a grant: it deletes refused media but never writes or touches uploads/.
      grants: ["table:read", "table:write", "media:read", "content:check"],
      scheduleId: "Schedule",
      data: props.data,
      environment: props.environment,
      options: {
        // sharp makes the PNG copy Rekognition needs of a WebP picture (media/check-copies.ts).
        memorySize: 1024,
        nativeLibraries: MEDIA_PROCESSING.nativeLibraries,
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: CONTENT_CHECK_RETRIES,
      },
    });
    grantObjects(this.function, props.data.filesBucket, "delete", [MEDIA_PREFIX]);
    // A message SNS could not deliver at all lands in the same queue as a completion the function failed on.
    this.topic.addSubscription(new LambdaSubscription(this.function, { deadLetterQueue: this.deadLetterQueue }));
    this.allowVideoJobs(this.function);
  }

  /** A function that starts video checks: where Rekognition reports, and leave to hand Rekognition that role. */
  allowVideoJobs(fn: NodejsFunction): void {
    fn.addEnvironment("VIDEO_CHECK_TOPIC_ARN", this.topic.topicArn);
    fn.addEnvironment("VIDEO_CHECK_ROLE_ARN", this.videoRole.roleArn);
    this.grantPassVideoRole(fn);
  }

  /** iam:PassRole on the video role only, and only to Rekognition. */
  grantPassVideoRole(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ["iam:PassRole"],
        resources: [this.videoRole.roleArn],
        conditions: { StringEquals: { "iam:PassedToService": "rekognition.amazonaws.com" } },
      }),
    );
  }
}
