import { contextHandler } from "../shared/context-dispatch";
import { handler as testGatewayPay } from "../local/test-gateway-pay";

/** The embedded test gateway: served by the local stack only, never deployed. */
export const handler = contextHandler("local", {
  "test-gateway-pay": testGatewayPay,
});
