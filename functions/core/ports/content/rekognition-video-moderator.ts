import type { RekognitionClient } from "@aws-sdk/client-rekognition";
import { onFirstUse, type ClientSource } from "../aws-clients";
import type { ModerationLabel } from "../../content-check/image-moderation";
import { CheckUnavailableError } from "./image-moderator";
import { strongestLabels, type StoredVideo, type VideoCheck, type VideoJobResult, type VideoModerator } from "./video-moderator";

/**
 * Amazon Rekognition's video moderation (issue 12): StartContentModeration on the video in the
 * bucket, with an SNS topic told when the job ends; the content-check function then reads
 * GetContentModeration (every page) and the strongest confidence per label decides, with the same
 * thresholds as pictures. Starting a job that fails (throttled, no topic configured) is "could not
 * check": the post is held and retried.
 */
const MIN_CONFIDENCE = 50;

export interface VideoNotificationChannel {
  topicArn: string;
  /** The role Rekognition assumes to publish to the topic. */
  roleArn: string;
}

export class RekognitionVideoModerator implements VideoModerator {
  readonly name = "rekognition" as const;

  private readonly client: () => Promise<RekognitionClient>;

  constructor(
    client: ClientSource<RekognitionClient>,
    private readonly bucket: string,
    private readonly channel: VideoNotificationChannel | undefined,
  ) {
    // Built at the first check, not when the function starts (decision 034).
    this.client = onFirstUse(client);
  }

  /** The client and the Rekognition module its commands come from. */
  private ready() {
    return Promise.all([this.client(), import("@aws-sdk/client-rekognition")]);
  }

  async start(video: StoredVideo): Promise<VideoCheck> {
    try {
      if (!this.channel) throw new Error("no SNS topic is configured for video checks");
      const [client, { StartContentModerationCommand }] = await this.ready();
      const answer = await client.send(
        new StartContentModerationCommand({
          Video: { S3Object: { Bucket: this.bucket, Name: video.key } },
          MinConfidence: MIN_CONFIDENCE,
          JobTag: video.postId,
          NotificationChannel: { SNSTopicArn: this.channel.topicArn, RoleArn: this.channel.roleArn },
        }),
      );
      if (!answer.JobId) throw new Error("Rekognition answered no job id");
      return { state: "started", jobId: answer.JobId };
    } catch (error) {
      throw new CheckUnavailableError(this.name, { cause: error });
    }
  }

  async result(jobId: string): Promise<VideoJobResult> {
    const labels: ModerationLabel[] = [];
    let nextToken: string | undefined;
    try {
      const [client, { GetContentModerationCommand }] = await this.ready();
      do {
        const page = await client.send(new GetContentModerationCommand({ JobId: jobId, NextToken: nextToken, MaxResults: 1000 }));
        if (page.JobStatus === "IN_PROGRESS") return { state: "in-progress" };
        if (page.JobStatus === "FAILED") return { state: "failed", reason: page.StatusMessage ?? "the job failed" };
        for (const seen of page.ModerationLabels ?? []) {
          const label = seen.ModerationLabel;
          if (label?.Name)
            labels.push({
              name: label.Name,
              ...(label.ParentName ? { parentName: label.ParentName } : {}),
              confidence: label.Confidence ?? 0,
            });
        }
        nextToken = page.NextToken;
      } while (nextToken);
    } catch (error) {
      throw new CheckUnavailableError(this.name, { cause: error });
    }
    return { state: "done", labels: strongestLabels(labels) };
  }
}
