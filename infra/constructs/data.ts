import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { AttributeType, BillingMode, ProjectionType, Table } from "aws-cdk-lib/aws-dynamodb";
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from "aws-cdk-lib/aws-s3";
import { Construct } from "constructs";
import { TABLE_SCHEMA } from "../../functions/core/ports/table/schema";

/**
 * The stateful half of the app: the one DynamoDB table and the user-files bucket. Both are RETAIN so a
 * mistaken `cdk destroy` or a logical-id change never deletes bookings, payments or uploads.
 */
export class DataConstruct extends Construct {
  readonly table: Table;
  readonly filesBucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    // Keys come from TABLE_SCHEMA so the deployed table and DynamoDB Local cannot drift (ARCHITECTURE §2).
    this.table = new Table(this, "Table", {
      partitionKey: { name: TABLE_SCHEMA.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_SCHEMA.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_SCHEMA.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_SCHEMA.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        // ALL: list pages (feeds, booking tabs) render from the index alone, without a GetItem per row.
        projectionType: ProjectionType.ALL,
      });
    }

    this.filesBucket = new Bucket(this, "FilesBucket", {
      // Files are reached only through presigned URLs and the services, never as public objects.
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: true,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        {
          // Versioning guards against overwrites; old versions need not be kept forever.
          noncurrentVersionExpiration: Duration.days(90),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
      ],
    });
  }

  /**
   * Browsers upload straight to S3 with presigned PUT/POST, so the bucket must answer CORS for the
   * site's origin. Added after construction because the origin (CloudFront's domain) is known only then.
   */
  allowBrowserOrigins(origins: string[]): void {
    if (origins.length === 0) return;
    this.filesBucket.addCorsRule({
      allowedOrigins: origins,
      allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.POST, HttpMethods.HEAD],
      allowedHeaders: ["*"],
      exposedHeaders: ["ETag"],
      maxAge: 3000,
    });
  }
}
