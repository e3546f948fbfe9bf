import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { ASSET_CSP } from "../../infra/constructs/web";
import { SmartParkingStack } from "../../infra/stack";

/**
 * CloudFront and the Content-Security-Policy (ARCHITECTURE §11): pages keep the nonce-based CSP the
 * Remix server sets (CloudFront adds none that could replace or contradict it), and the static
 * files get a strict no-script CSP of their own.
 */
type Resource = { Type: string; Properties?: Record<string, unknown> };
type HeadersConfig = { SecurityHeadersConfig: Record<string, Record<string, unknown> | undefined> };
type Behavior = { PathPattern?: string; ResponseHeadersPolicyId?: unknown };

let resources: Record<string, Resource>;

beforeAll(() => {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new SmartParkingStack(app, "SmartParking", { env: { account: "123456789012", region: "ap-south-1" } });
  resources = Template.fromStack(stack).toJSON().Resources as Record<string, Resource>;
});

function behaviours(): { page: Behavior[]; assets: Behavior[] } {
  const distribution = Object.values(resources).find((r) => r.Type === "AWS::CloudFront::Distribution")!;
  const config = distribution.Properties!.DistributionConfig as { DefaultCacheBehavior: Behavior; CacheBehaviors: Behavior[] };
  const byPath = (path: string) => config.CacheBehaviors.find((b) => b.PathPattern === path)!;
  return { page: [config.DefaultCacheBehavior, byPath("/api/*")], assets: [byPath("/assets/*"), byPath("/static/*")] };
}

/** The policy a behaviour points at: { Ref: id } of a policy in this template. */
function headersPolicy(behaviour: Behavior): HeadersConfig {
  const ref = (behaviour.ResponseHeadersPolicyId as { Ref?: string }).Ref;
  expect(ref, "a custom response headers policy, not a managed one").toBeDefined();
  const policy = resources[ref!]!;
  expect(policy.Type).toBe("AWS::CloudFront::ResponseHeadersPolicy");
  return policy.Properties!.ResponseHeadersPolicyConfig as HeadersConfig;
}

describe("CloudFront response headers", () => {
  it("pages pass the origin's nonce-based CSP through: their policy sets no CSP, keeps the security headers", () => {
    for (const behaviour of behaviours().page) {
      const security = headersPolicy(behaviour).SecurityHeadersConfig;
      expect(security.ContentSecurityPolicy).toBeUndefined();
      expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31536000, Override: true });
      expect(security.ContentTypeOptions).toEqual({ Override: true });
      expect(security.FrameOptions).toEqual({ FrameOption: "DENY", Override: true });
      // Token pages send their own stricter Referrer-Policy: CloudFront must not replace it.
      expect(security.ReferrerPolicy).toMatchObject({ Override: false });
    }
  });

  it("static files get a strict CSP: nothing runs, nothing frames them", () => {
    expect(ASSET_CSP).toMatch(/^default-src 'none';/);
    expect(ASSET_CSP).not.toMatch(/script-src|unsafe/);
    for (const behaviour of behaviours().assets) {
      const security = headersPolicy(behaviour).SecurityHeadersConfig;
      expect(security.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: ASSET_CSP, Override: true });
      expect(security.FrameOptions).toEqual({ FrameOption: "DENY", Override: true });
    }
  });
});
