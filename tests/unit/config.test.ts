import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../functions/core/config";

describe("configuration", () => {
  it("names the missing variable", () => {
    expect(() => parseConfig({ FILES_BUCKET: "b" })).toThrowError(/TABLE_NAME is missing/);
    expect(() => parseConfig({})).toThrowError(/TABLE_NAME is missing; FILES_BUCKET is missing/);
  });

  it("names a malformed variable", () => {
    expect(() => parseConfig({ TABLE_NAME: "t", FILES_BUCKET: "b", DYNAMODB_ENDPOINT: "not a url" })).toThrowError(
      /DYNAMODB_ENDPOINT/,
    );
  });

  it("refuses local endpoints in production", () => {
    expect(() =>
      parseConfig({ APP_ENV: "production", TABLE_NAME: "t", FILES_BUCKET: "b", S3_ENDPOINT: "http://127.0.0.1:1" }),
    ).toThrowError(ConfigError);
  });

  it("fills defaults", () => {
    expect(parseConfig({ TABLE_NAME: "t", FILES_BUCKET: "b" })).toMatchObject({ APP_ENV: "local", AWS_REGION: "ap-south-1" });
  });
});
