import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "@core/config";

describe("configuration", () => {
  it("names the missing variable", () => {
    expect(() => parseConfig({ FILES_BUCKET: "b" })).toThrowError(/TABLE_NAME is missing/);
    expect(() => parseConfig({})).toThrowError(/TABLE_NAME is missing; FILES_BUCKET is missing/);
  });

  it("names a malformed variable", () => {
    expect(() => parseConfig({ APP_ENV: "local", TABLE_NAME: "t", FILES_BUCKET: "b", DYNAMODB_ENDPOINT: "not a url" })).toThrowError(
      /DYNAMODB_ENDPOINT/,
    );
  });

  it("refuses local endpoints in production", () => {
    expect(() =>
      parseConfig({
        APP_ENV: "production",
        TABLE_NAME: "t",
        FILES_BUCKET: "b",
        S3_ENDPOINT: "http://127.0.0.1:1",
        RAZORPAY_KEY_ID: "rzp_test_x",
        EDGE_SECRET_ARN: "arn:edge",
        MAIL_ADAPTER: "ses",
      }),
    ).toThrowError(ConfigError);
  });

  it("fills defaults", () => {
    expect(parseConfig({ APP_ENV: "local", TABLE_NAME: "t", FILES_BUCKET: "b" })).toMatchObject({
      APP_ENV: "local",
      AWS_REGION: "ap-south-1",
      TEST_GATEWAY: "off",
    });
  });

  // Fail closed: nothing local-only turns on because a variable was forgotten (issue 9, item 7).
  it("requires APP_ENV to be set on purpose", () => {
    expect(() => parseConfig({ TABLE_NAME: "t", FILES_BUCKET: "b" })).toThrowError(/APP_ENV is missing/);
  });

  const production = {
    APP_ENV: "production",
    TABLE_NAME: "t",
    FILES_BUCKET: "b",
    MAIL_ADAPTER: "ses",
    SCHEDULER_ADAPTER: "eventbridge",
    RAZORPAY_KEY_ID: "rzp_test_x",
    EDGE_SECRET_ARN: "arn:edge",
  };

  it("accepts a complete production configuration", () => {
    expect(parseConfig(production)).toMatchObject({ APP_ENV: "production", TEST_GATEWAY: "off" });
  });

  it("never keeps reminders' schedules in one process's memory in production (decision 027)", () => {
    expect(() => parseConfig({ ...production, SCHEDULER_ADAPTER: undefined })).toThrowError(
      /SCHEDULER_ADAPTER must be eventbridge in production/,
    );
    expect(() => parseConfig({ ...production, SCHEDULER_ADAPTER: "memory" })).toThrowError(/SCHEDULER_ADAPTER/);
    expect(parseConfig({ APP_ENV: "local", TABLE_NAME: "t", FILES_BUCKET: "b" })).toMatchObject({ SCHEDULER_ADAPTER: "local" });
  });

  it("never runs the test gateway in production", () => {
    expect(() => parseConfig({ ...production, TEST_GATEWAY: "on", TEST_GATEWAY_SECRET: "x".repeat(32) })).toThrowError(
      /TEST_GATEWAY must be off in production/,
    );
  });

  it("refuses production without Razorpay or without the CloudFront origin secret", () => {
    expect(() => parseConfig({ ...production, RAZORPAY_KEY_ID: undefined })).toThrowError(/RAZORPAY_KEY_ID is missing/);
    expect(() => parseConfig({ ...production, EDGE_SECRET_ARN: undefined })).toThrowError(/EDGE_SECRET_ARN is missing/);
  });

  it("runs the test gateway only when asked for by name, with its own secret", () => {
    expect(() => parseConfig({ APP_ENV: "local", TABLE_NAME: "t", FILES_BUCKET: "b", TEST_GATEWAY: "on" })).toThrowError(
      /TEST_GATEWAY_SECRET is missing/,
    );
    expect(() => parseConfig({ APP_ENV: "local", TABLE_NAME: "t", FILES_BUCKET: "b", TEST_GATEWAY: "yes" })).toThrowError(/TEST_GATEWAY/);
  });
});
