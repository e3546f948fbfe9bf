import { S3ServiceException } from "@aws-sdk/client-s3";
import type { FileStore } from "@core/ports/files/file-store";
import type { Mailer, MailMessage } from "@core/ports/mail/mailer";
import type { PaymentGateway } from "@core/payment/gateway";
import { strike, timeoutError, type Fault } from "./faults";
import { FaultSchedule, type FaultRule } from "./schedule";

/**
 * Fault-injecting wrappers around the file store, mailer and payment gateway ports (decision 031).
 * Each implements the port's own interface and passes every call through to the real local adapter
 * (s3rver's S3FileStore, the outbox mailer, the embedded test gateway) unless its schedule fails it
 * first. They fail at the port, i.e. after the SDK's or client's own retries: what our code sees
 * when a dependency stays down. Operations are the port's method names.
 */

/** S3's answers on a bad day, as the SDK raises them. */
export const s3Faults = {
  /** 503 SlowDown: the prefix's request rate is too high. */
  slowDown: (): Fault => ({
    make: () =>
      new S3ServiceException({
        name: "SlowDown",
        $fault: "server",
        message: "Please reduce your request rate.",
        $metadata: { httpStatusCode: 503, attempts: 3 },
      }),
  }),
  serviceUnavailable: (): Fault => ({
    make: () =>
      new S3ServiceException({
        name: "ServiceUnavailable",
        $fault: "server",
        message: "Service is unable to handle request.",
        $metadata: { httpStatusCode: 503, attempts: 3 },
      }),
  }),
  timeout: (delayMs = 50): Fault => ({ delayMs, make: () => timeoutError(`Connection timed out after ${delayMs} ms`) }),
};

/** SES's refusals and a mail server that does not answer. */
export const mailFaults = {
  /** SESv2 throttling (sending rate exceeded). */
  throttled: (): Fault => ({ make: () => namedError("TooManyRequestsException", "Maximum sending rate exceeded.") }),
  /** SES refusing the message (e.g. the sandbox's unverified recipient, an account paused). */
  rejected: (): Fault => ({ make: () => namedError("MessageRejected", "Email address is not verified.") }),
  timeout: (delayMs = 50): Fault => ({ delayMs, make: () => timeoutError(`Mail send timed out after ${delayMs} ms`) }),
};

/** Razorpay not answering, or answering 5xx, as its Node client raises it. */
export const gatewayFaults = {
  timeout: (delayMs = 50): Fault => ({ delayMs, make: () => timeoutError(`Gateway request timed out after ${delayMs} ms`, "AbortError") }),
  serverError: (): Fault => ({
    make: () =>
      Object.assign(new Error("Razorpay: BAD_REQUEST_ERROR"), {
        statusCode: 502,
        error: { code: "SERVER_ERROR", description: "The server encountered an error." },
      }),
  }),
};

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** Fails a call by the schedule, or passes it through to the real adapter. */
async function guarded<T>(schedule: FaultSchedule<Fault>, operation: string, call: () => Promise<T>): Promise<T> {
  const fault = schedule.decide({ operation });
  if (fault) await strike(fault);
  return call();
}

export class FaultyFileStore implements FileStore {
  readonly schedule = new FaultSchedule<Fault>();
  constructor(private readonly real: FileStore) {}
  fail(rule: FaultRule<Fault>): this {
    this.schedule.add(rule);
    return this;
  }
  put: FileStore["put"] = (...a) => guarded(this.schedule, "put", () => this.real.put(...a));
  get: FileStore["get"] = (...a) => guarded(this.schedule, "get", () => this.real.get(...a));
  head: FileStore["head"] = (...a) => guarded(this.schedule, "head", () => this.real.head(...a));
  readStart: FileStore["readStart"] = (...a) => guarded(this.schedule, "readStart", () => this.real.readStart(...a));
  copy: FileStore["copy"] = (...a) => guarded(this.schedule, "copy", () => this.real.copy(...a));
  delete: FileStore["delete"] = (...a) => guarded(this.schedule, "delete", () => this.real.delete(...a));
  list: FileStore["list"] = (...a) => guarded(this.schedule, "list", () => this.real.list(...a));
  uploadForm: FileStore["uploadForm"] = (...a) => guarded(this.schedule, "uploadForm", () => this.real.uploadForm(...a));
  signedUrl: FileStore["signedUrl"] = (...a) => guarded(this.schedule, "signedUrl", () => this.real.signedUrl(...a));
  ping: FileStore["ping"] = () => guarded(this.schedule, "ping", () => this.real.ping());
}

export class FaultyMailer implements Mailer {
  readonly schedule = new FaultSchedule<Fault>();
  constructor(private readonly real: Mailer) {}
  fail(rule: FaultRule<Fault>): this {
    this.schedule.add(rule);
    return this;
  }
  send(message: MailMessage): Promise<void> {
    return guarded(this.schedule, "send", () => this.real.send(message));
  }
}

export class FaultyGateway implements PaymentGateway {
  readonly schedule = new FaultSchedule<Fault>();
  readonly kind: PaymentGateway["kind"];
  readonly keyId: string;
  constructor(private readonly real: PaymentGateway) {
    this.kind = real.kind;
    this.keyId = real.keyId;
  }
  fail(rule: FaultRule<Fault>): this {
    this.schedule.add(rule);
    return this;
  }
  createOrder: PaymentGateway["createOrder"] = (input) => guarded(this.schedule, "createOrder", () => this.real.createOrder(input));
  refund: PaymentGateway["refund"] = (...a) => guarded(this.schedule, "refund", () => this.real.refund(...a));
  fetchRefunds: PaymentGateway["fetchRefunds"] = (id) => guarded(this.schedule, "fetchRefunds", () => this.real.fetchRefunds(id));
  fetchPayment: PaymentGateway["fetchPayment"] = (id) => guarded(this.schedule, "fetchPayment", () => this.real.fetchPayment(id));
  capturePayment: PaymentGateway["capturePayment"] = (...a) =>
    guarded(this.schedule, "capturePayment", () => this.real.capturePayment(...a));
  listPaidOrders: PaymentGateway["listPaidOrders"] = (s) => guarded(this.schedule, "listPaidOrders", () => this.real.listPaidOrders(s));
  keySecret: PaymentGateway["keySecret"] = () => this.real.keySecret();
  webhookSecret: PaymentGateway["webhookSecret"] = () => this.real.webhookSecret();
  faultAt: NonNullable<PaymentGateway["faultAt"]> = (point) => this.real.faultAt?.(point) ?? Promise.resolve(false);
}
