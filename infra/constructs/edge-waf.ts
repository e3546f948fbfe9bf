import { Stack, type StackProps } from "aws-cdk-lib";
import { CfnWebACL } from "aws-cdk-lib/aws-wafv2";
import type { Construct } from "constructs";

/** Requests per 5 minutes from one address before the rate rule blocks it: far above a person, far below a flood. */
export const WAF_RATE_LIMIT = 2000;

/**
 * The optional WAF in front of CloudFront (context `waf=true`, off by default: a web ACL and its
 * rules cost about US$ 8 a month plus US$ 0.60 per million requests). A CloudFront web ACL must
 * live in us-east-1 whatever region the app is in, so it is its own stack there; the app's stack
 * reads its ARN through CDK's cross-region references (infra/app.ts, decision 032).
 */
export class EdgeWafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    const visibility = (name: string) => ({ cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true });
    const managed = (name: string, priority: number, overrides: string[] = []) => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: "AWS",
          name,
          ...(overrides.length ? { ruleActionOverrides: overrides.map((rule) => ({ name: rule, actionToUse: { count: {} } })) } : {}),
        },
      },
      visibilityConfig: visibility(name),
    });
    const acl = new CfnWebACL(this, "WebAcl", {
      scope: "CLOUDFRONT",
      defaultAction: { allow: {} },
      description: "SMART PARKING: AWS managed rules and a per-address rate limit in front of CloudFront",
      visibilityConfig: visibility("SmartParkingWebAcl"),
      rules: [
        {
          name: "RatePerAddress",
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: WAF_RATE_LIMIT, aggregateKeyType: "IP" } },
          visibilityConfig: visibility("RatePerAddress"),
        },
        // Bodies over 8 KB are counted, not blocked: the post composer and profile photo forms post
        // pictures through the site (the size limits are the app's own, functions/core/media).
        managed("AWSManagedRulesCommonRuleSet", 1, ["SizeRestrictions_BODY"]),
        managed("AWSManagedRulesKnownBadInputsRuleSet", 2),
      ],
    });
    this.webAclArn = acl.attrArn;
  }
}
