import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { SmartParkingStack } from "../../infra/stack";

/**
 * Restoring the table (docs/operations.md): DynamoDB restores into a new table, and the context
 * `tableName` points the stack at it. The functions then read and write that table, indexes included,
 * and the stack's own table leaves the template (it is RETAIN: left in the account, not deleted).
 */
type Resource = { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string };

function synth(tableName?: string) {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new SmartParkingStack(app, "SmartParking", { env: { account: "123456789012", region: "ap-south-1" }, tableName });
  return Template.fromStack(stack).toJSON() as { Resources: Record<string, Resource>; Outputs: Record<string, { Value: unknown }> };
}

describe("pointing the stack at a restored table", () => {
  it("uses the restored table everywhere, with the same grants, and drops its own table from the template only", () => {
    const restored = "SmartParking-restored-20261127";
    const own = synth();
    const tables = Object.entries(own.Resources).filter(([, r]) => r.Type === "AWS::DynamoDB::Table");
    expect(tables).toHaveLength(1);
    // What makes dropping it safe: CloudFormation leaves a retained resource in the account.
    expect(tables[0]![1].DeletionPolicy).toBe("Retain");
    expect(tables[0]![1].Properties?.DeletionProtectionEnabled).toBe(true);

    const template = synth(restored);
    const resources = Object.values(template.Resources);
    expect(resources.filter((r) => r.Type === "AWS::DynamoDB::Table")).toHaveLength(0);
    expect(template.Outputs.TableName!.Value).toBe(restored);

    const functions = resources.filter((r) => r.Type === "AWS::Lambda::Function" && JSON.stringify(r.Properties).includes("TABLE_NAME"));
    expect(functions.length).toBeGreaterThanOrEqual(8);
    for (const fn of functions)
      expect((fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables.TABLE_NAME).toBe(restored);

    const policies = JSON.stringify(resources.filter((r) => r.Type === "AWS::IAM::Policy"));
    expect(policies).toContain(`:table/${restored}"`);
    expect(policies).toContain(`:table/${restored}/index/*"`);
    expect(policies).not.toContain("DataTable");
    // Two syntheses: slow on a busy machine.
  }, 90_000);
});
