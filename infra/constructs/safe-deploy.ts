import type { IAlarm } from "aws-cdk-lib/aws-cloudwatch";
import { LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup } from "aws-cdk-lib/aws-codedeploy";
import { Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Alias, type CfnAlias, type Function as LambdaFunction } from "aws-cdk-lib/aws-lambda";
import { Stack, Validations } from "aws-cdk-lib";
import { Construct } from "constructs";

/** The alias API Gateway invokes: CodeDeploy moves it from the old version to the new one (decision 054). */
export const LIVE_ALIAS = "live";

/** 10% of requests go to the new version for 5 minutes, then all of them, unless an alarm fires first. */
export const DEPLOYMENT_CONFIG = LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES;

/**
 * Publishes the function's code and configuration as a version behind the `live` alias. Integrations
 * must invoke the alias, never the function itself (that is $LATEST, which a deploy changes at once).
 */
export function publishLive(fn: LambdaFunction): Alias {
  return new Alias(fn, "LiveAlias", { aliasName: LIVE_ALIAS, version: fn.currentVersion });
}

export interface SafeDeployTarget {
  /** Names the deployment group (the monitoring name: "parking", "remix-server"). */
  name: string;
  alias: Alias;
  /** Any of these in ALARM during a deploy stops it and moves the alias back (MonitoringStack.rollbackAlarms). */
  alarms: IAlarm[];
}

/**
 * One CodeDeploy application, and one deployment group per HTTP function: a deploy that changes a
 * function's code or configuration publishes a new version, and CodeDeploy shifts its alias by
 * DEPLOYMENT_CONFIG, rolling back by itself when the deployment fails, is stopped, or an alarm fires.
 */
export class SafeDeploys extends Construct {
  readonly application: LambdaApplication;
  readonly groups = new Map<string, LambdaDeploymentGroup>();

  constructor(scope: Construct, id: string, props: { targets: SafeDeployTarget[] }) {
    super(scope, id);
    // Named, not referenced: the aliases' update policy names the application and its groups, and it
    // cannot refer across stacks (these live in the monitoring nested stack, beside the alarms).
    const applicationName = Stack.of(this).nestedStackParent?.stackName ?? Stack.of(this).stackName;
    this.application = new LambdaApplication(this, "Application", { applicationName });
    // One role for every group (not one each): it may only move aliases and read alarms.
    const role = new Role(this, "Role", {
      assumedBy: new ServicePrincipal("codedeploy.amazonaws.com"),
      description: "CodeDeploy: shifts the live aliases of SMART PARKING's HTTP functions",
    });
    Validations.of(role).acknowledge({
      id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]",
      reason: "AWS's narrowest policy for CodeDeploy on Lambda (alias updates, alarm reads, its own hook functions only); see decision 054",
    });
    for (const target of props.targets) {
      const group = new LambdaDeploymentGroup(this, `${pascal(target.name)}Deployment`, {
        application: this.application,
        deploymentGroupName: target.name,
        alias: target.alias,
        deploymentConfig: DEPLOYMENT_CONFIG,
        role,
        alarms: target.alarms,
        autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
      });
      this.groups.set(target.name, group);
      // The group must exist before CloudFormation moves the alias through it; the policy names it
      // (CDK's refers to it, which a template cannot do across stacks).
      target.alias.node.addDependency(group);
      (target.alias.node.defaultChild as CfnAlias).cfnOptions.updatePolicy = {
        codeDeployLambdaAliasUpdate: { applicationName, deploymentGroupName: target.name },
      };
    }
  }
}

function pascal(text: string): string {
  return text
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}
