import { CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import { Construct } from "constructs";
import type { ApiRoute } from "../functions/handlers/routes";
import { ApiConstruct } from "./constructs/api";
import { DataConstruct } from "./constructs/data";
import { WebConstruct } from "./constructs/web";

export interface SmartParkingStackProps extends StackProps {
  /** Extra browser origins allowed to upload to the files bucket (e.g. a custom domain, a staging site). */
  allowedOrigins?: string[];
  /** Defaults to API_ROUTES. */
  routes?: ApiRoute[];
}

/** SMART PARKING: data (table + files), the JSON API, and the website behind CloudFront. */
export class SmartParkingStack extends Stack {
  constructor(scope: Construct, id: string, props: SmartParkingStackProps = {}) {
    super(scope, id, props);

    const data = new DataConstruct(this, "Data");
    const api = new ApiConstruct(this, "Api", { table: data.table, filesBucket: data.filesBucket, routes: props.routes });
    const web = new WebConstruct(this, "Web", { httpApi: api.httpApi, table: data.table, filesBucket: data.filesBucket });

    data.allowBrowserOrigins([web.siteUrl, ...(props.allowedOrigins ?? [])]);

    new CfnOutput(this, "SiteUrl", { value: web.siteUrl, description: "The website (CloudFront)" });
    new CfnOutput(this, "ApiUrl", { value: api.httpApi.apiEndpoint, description: "HTTP API, bypassing CloudFront" });
    new CfnOutput(this, "TableName", { value: data.table.tableName });
    new CfnOutput(this, "FilesBucketName", { value: data.filesBucket.bucketName });
  }
}
