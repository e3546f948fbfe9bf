import { Duration } from "aws-cdk-lib";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { ConfigurationSet, EmailSendingEvent, EventDestination, SuppressionReasons } from "aws-cdk-lib/aws-ses";
import { Topic } from "aws-cdk-lib/aws-sns";
import { LambdaSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { applyGrants, mailConfigurationSetName } from "./api";
import { createAppFunction } from "./node-function";
import { acknowledgeFunctionBaseline } from "./nag";
import { deadLetterQueue, type JobData } from "./scheduled-job";

export interface MailEventsConstructProps {
  data: JobData;
  /** Settings every function reads (besides TABLE_NAME and FILES_BUCKET). */
  environment: Record<string, string>;
}

/**
 * Bounces and complaints in AWS (issue 32 §3, docs/decisions/049-mail-preferences-and-unsubscribe.md):
 * - the SES configuration set every mail is sent with; its event destination publishes bounces and
 *   complaints to an SNS topic (SES gets sns:Publish on it, for this configuration set only);
 * - the mail-events function (functions/handlers/jobs/mail-events.ts), subscribed to the topic,
 *   which records the suppression in the table;
 * - a dead-letter queue for what fails after its retries or SNS could not deliver.
 * The configuration set also keeps SES's own list for hard bounces (a backstop); complaints are the
 * table's to decide per kind of mail, so SES does not suppress them for this set.
 * The topic is encrypted in transit only: SES cannot publish to a topic under the AWS managed SNS key.
 */
export class MailEventsConstruct extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly topic: Topic;
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: MailEventsConstructProps) {
    super(scope, id);
    this.topic = new Topic(this, "Topic", { displayName: "SMART PARKING mail bounces and complaints (SES events)", enforceSSL: true });
    this.configurationSet = new ConfigurationSet(this, "ConfigurationSet", {
      configurationSetName: mailConfigurationSetName(this),
      suppressionReasons: SuppressionReasons.BOUNCES_ONLY,
    });
    this.configurationSet.addEventDestination("BouncesAndComplaints", {
      destination: EventDestination.snsTopic(this.topic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    this.deadLetterQueue = deadLetterQueue(this, "DeadLetters");
    this.function = createAppFunction(this, "Function", {
      entry: "jobs/mail-events",
      deadLetterQueue: this.deadLetterQueue,
      // A handful of conditional puts per message.
      timeout: Duration.seconds(30),
      environment: { TABLE_NAME: props.data.table.tableName, FILES_BUCKET: props.data.filesBucket.bucketName, ...props.environment },
    });
    applyGrants(this.function, ["table:read", "table:write"], {
      table: props.data.table,
      bucket: props.data.filesBucket,
      secret: props.data.appSecret,
      paymentSecret: props.data.paymentSecret,
      mailFrom: props.data.mailFrom,
    });
    // The basic execution role, X-Ray's Resource::* and the runtime rule, as every function (decision 053).
    acknowledgeFunctionBaseline(this.function);
    this.topic.addSubscription(new LambdaSubscription(this.function, { deadLetterQueue: this.deadLetterQueue }));
  }
}
