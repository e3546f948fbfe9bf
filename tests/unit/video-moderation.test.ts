import {
  GetContentModerationCommand,
  RekognitionClient,
  StartContentModerationCommand,
  ThrottlingException,
} from "@aws-sdk/client-rekognition";
import { mockClient } from "aws-sdk-client-mock";
import { beforeEach, describe, expect, it } from "vitest";
import { judgeImageLabels } from "@core/content-check/image-moderation";
import { CheckUnavailableError } from "@core/ports/content/image-moderator";
import { RekognitionVideoModerator } from "@core/ports/content/rekognition-video-moderator";
import { strongestLabels } from "@core/ports/content/video-moderator";

/**
 * Rekognition's asynchronous video moderation (issue 12), with the SDK's transport mocked: the job
 * it starts (the bucket's object, the SNS channel), and how a finished, failed or unfinished job is
 * read. A job that cannot be started is "could not check", so the post is held.
 */
const rekognition = mockClient(RekognitionClient);
const CHANNEL = { topicArn: "arn:aws:sns:ap-south-1:1:video-checks", roleArn: "arn:aws:iam::1:role/rekognition-sns" };
const video = { key: "media/abc/video.mp4", contentType: "video/mp4", postId: "post-1" };
const moderator = (channel = CHANNEL) => new RekognitionVideoModerator(new RekognitionClient({ region: "ap-south-1" }), "files", channel);

beforeEach(() => rekognition.reset());

describe("Rekognition's video moderation", () => {
  it("starts a job on the video in the bucket, tagged with its post and told to report to the SNS topic", async () => {
    rekognition.on(StartContentModerationCommand).resolves({ JobId: "job-1" });
    expect(await moderator().start(video)).toEqual({ state: "started", jobId: "job-1" });
    expect(rekognition.commandCalls(StartContentModerationCommand)[0]!.args[0].input).toEqual({
      Video: { S3Object: { Bucket: "files", Name: "media/abc/video.mp4" } },
      MinConfidence: 50,
      JobTag: "post-1",
      NotificationChannel: { SNSTopicArn: CHANNEL.topicArn, RoleArn: CHANNEL.roleArn },
    });
  });

  it("reads a finished job page by page, keeping each label's strongest moment", async () => {
    rekognition
      .on(GetContentModerationCommand, { JobId: "job-1", NextToken: undefined })
      .resolves({
        JobStatus: "SUCCEEDED",
        NextToken: "page-2",
        ModerationLabels: [{ Timestamp: 1000, ModerationLabel: { Name: "Graphic Violence", ParentName: "Violence", Confidence: 40 } }],
      })
      .on(GetContentModerationCommand, { JobId: "job-1", NextToken: "page-2" })
      .resolves({
        JobStatus: "SUCCEEDED",
        ModerationLabels: [
          { Timestamp: 5000, ModerationLabel: { Name: "Graphic Violence", ParentName: "Violence", Confidence: 88 } },
          { Timestamp: 6000, ModerationLabel: { Name: "Alcohol", Confidence: 99 } },
        ],
      });
    const result = await moderator().result("job-1");
    expect(result).toEqual({
      state: "done",
      labels: [
        { name: "Graphic Violence", parentName: "Violence", confidence: 88 },
        { name: "Alcohol", confidence: 99 },
      ],
    });
    expect(result.state === "done" && judgeImageLabels(result.labels)).toEqual({ ok: false, reasons: ["Violence"] });
  });

  it("passes a finished job with nothing to block", async () => {
    rekognition.on(GetContentModerationCommand).resolves({ JobStatus: "SUCCEEDED", ModerationLabels: [] });
    expect(await moderator().result("job-2")).toEqual({ state: "done", labels: [] });
  });

  it("tells a failed job and an unfinished one apart", async () => {
    rekognition
      .on(GetContentModerationCommand, { JobId: "failed" })
      .resolves({ JobStatus: "FAILED", StatusMessage: "Unsupported codec" })
      .on(GetContentModerationCommand, { JobId: "running" })
      .resolves({ JobStatus: "IN_PROGRESS" });
    expect(await moderator().result("failed")).toEqual({ state: "failed", reason: "Unsupported codec" });
    expect(await moderator().result("running")).toEqual({ state: "in-progress" });
  });

  it("answers 'could not check' when Rekognition is throttled or no topic is configured", async () => {
    rekognition.on(StartContentModerationCommand).rejects(new ThrottlingException({ message: "slow down", $metadata: {} }));
    await expect(moderator().start(video)).rejects.toBeInstanceOf(CheckUnavailableError);
    rekognition.reset();
    await expect(new RekognitionVideoModerator(new RekognitionClient({}), "files", undefined).start(video)).rejects.toBeInstanceOf(
      CheckUnavailableError,
    );
    expect(rekognition.commandCalls(StartContentModerationCommand)).toHaveLength(0);
  });

  it("keeps the strongest confidence of each label, parent included", () => {
    expect(
      strongestLabels([
        { name: "Explicit", confidence: 20 },
        { name: "Explicit", confidence: 70 },
        { name: "Explicit Nudity", parentName: "Explicit", confidence: 65 },
        { name: "Explicit", confidence: 30 },
      ]),
    ).toEqual([
      { name: "Explicit", confidence: 70 },
      { name: "Explicit Nudity", parentName: "Explicit", confidence: 65 },
    ]);
  });
});
