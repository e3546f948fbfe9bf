import { Stack, Validations } from "aws-cdk-lib";
import type { IConstruct } from "constructs";

/**
 * cdk-nag's AwsSolutions pack runs in the template tests (tests/infra/nag.test.ts, decision 053). What
 * it finds is fixed where a fix is cheap; what stays is acknowledged here, next to the resource, with
 * the reason. These helpers only spell the finding ids the way cdk-nag does.
 */

/**
 * Acknowledges one IAM5 (wildcard) finding on `grantee` (a function or role and its policies): the
 * resource ARN `arn`, which ends in a wildcard the grant means (a prefix, an index, a version).
 */
export function acknowledgeWildcard(grantee: IConstruct, arn: string, reason: string): void {
  Validations.of(grantee).acknowledge({ id: `AwsSolutions-IAM5[Resource::${nagArn(grantee, arn)}]`, reason });
}

/** An ARN as cdk-nag prints it in a finding id: `Ref`s as `<Id>`, `GetAtt`s as `<Id.Attr>`, joins concatenated. */
function nagArn(scope: IConstruct, arn: string): string {
  const flatten = (value: unknown): string => {
    if (typeof value === "string") return value;
    if (Array.isArray(value)) return value.map(flatten).join("");
    const node = value as Record<string, unknown>;
    if ("Ref" in node) return `<${String(node.Ref)}>`;
    if ("Fn::GetAtt" in node) return `<${(node["Fn::GetAtt"] as string[]).join(".")}>`;
    if ("Fn::Join" in node) {
      const [separator, parts] = node["Fn::Join"] as [string, unknown[]];
      return parts.map(flatten).join(separator);
    }
    throw new Error(`nagArn: cannot flatten ${JSON.stringify(value)}`);
  };
  return flatten(Stack.of(scope).resolve(arn));
}

/**
 * What every Lambda of this app is built with (createAppFunction), acknowledged on each function,
 * where it is created (api.ts, web.ts, scheduled-job.ts, reminders.ts).
 */
export function acknowledgeFunctionBaseline(fn: IConstruct): void {
  Validations.of(fn).acknowledge(
    {
      id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
      reason:
        "Writing its own logs is all the basic execution policy allows; the log group is the function's own, retained a month (decision 053)",
    },
    {
      id: "AwsSolutions-IAM5[Resource::*]",
      reason:
        "X-Ray's PutTraceSegments/PutTelemetryRecords (Tracing.ACTIVE) and Rekognition's moderation actions (content:check) take no resource ARN (decision 053)",
    },
    {
      id: "AwsSolutions-L1",
      reason:
        "Node 22 (LAMBDA_RUNTIME) is supported by Lambda; the bundles target the local Node 20 toolchain, and the runtime moves with it (decisions 034, 053)",
    },
  );
}
