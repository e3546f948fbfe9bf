import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { SendEmailCommand, SESv2Client } from "@aws-sdk/client-sesv2";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "@core/config";
import { createSesMailer } from "@core/ports/mail/ses-mailer";
import { secretsManagerReader } from "@core/ports/secrets/secret-reader";
import { loadPaymentSecrets, loadSecrets, resetPaymentSecrets, resetSecrets } from "@core/secrets";
import { admitFromEdge, EDGE_SECRET_HEADER } from "@core/security/edge-guard";

/**
 * Contract tests of the real AWS adapters, with the SDK's transport replaced by aws-sdk-client-mock:
 * the commands each port sends, and how it reads what comes back. Locally these adapters never run
 * (the stack uses environment secrets and the outbox), so without these tests production would be
 * their first run.
 */
const secrets = mockClient(SecretsManagerClient);
const ses = mockClient(SESv2Client);

const production = parseConfig({
  APP_ENV: "production",
  TABLE_NAME: "t",
  FILES_BUCKET: "b",
  MAIL_ADAPTER: "ses",
  SCHEDULER_ADAPTER: "eventbridge",
  MAIL_FROM: "SMART PARKING <no-reply@smartparking.example>",
  RAZORPAY_KEY_ID: "rzp_live_x",
  EDGE_SECRET_ARN: "arn:aws:secretsmanager:ap-south-1:1:secret:edge",
  SECRETS_ARN: "arn:aws:secretsmanager:ap-south-1:1:secret:app",
  PAYMENT_SECRETS_ARN: "arn:aws:secretsmanager:ap-south-1:1:secret:payment",
});
const SESSION = "s".repeat(40);

beforeEach(() => {
  secrets.reset();
  ses.reset();
  resetSecrets();
  resetPaymentSecrets();
});
afterEach(() => {
  resetSecrets();
  resetPaymentSecrets();
});

describe("Secrets Manager", () => {
  it("asks for the secret by its ARN and hands back the string", async () => {
    secrets.on(GetSecretValueCommand, { SecretId: "arn:x" }).resolves({ SecretString: "value" });
    expect(await secretsManagerReader("ap-south-1")("arn:x")).toBe("value");
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it("reads the signing secret once per cold start, derives a distinct token key, and retries a failed read", async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: production.SECRETS_ARN })
      .rejectsOnce(new Error("throttled"))
      .resolves({ SecretString: JSON.stringify({ SESSION_SECRETS: `${SESSION},${"o".repeat(40)}` }) });
    await expect(loadSecrets(production)).rejects.toThrow("throttled");
    const first = await loadSecrets(production);
    const second = await loadSecrets(production);
    expect(first.sessionSecrets).toEqual([SESSION, "o".repeat(40)]);
    expect(first.tokenSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.tokenSecret).not.toBe(SESSION);
    expect(second).toBe(first);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it("refuses a signing secret without SESSION_SECRETS, and a payment secret without the webhook secret", async () => {
    secrets.on(GetSecretValueCommand, { SecretId: production.SECRETS_ARN }).resolves({ SecretString: JSON.stringify({ TOKEN: "x" }) });
    secrets
      .on(GetSecretValueCommand, { SecretId: production.PAYMENT_SECRETS_ARN })
      .resolves({ SecretString: JSON.stringify({ RAZORPAY_KEY_SECRET: "k" }) });
    await expect(loadSecrets(production)).rejects.toThrow(/needs SESSION_SECRETS/);
    await expect(loadPaymentSecrets(production)).rejects.toThrow(/RAZORPAY_WEBHOOK_SECRET/);
  });

  it("reads Razorpay's secrets from their own secret", async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: production.PAYMENT_SECRETS_ARN })
      .resolves({ SecretString: JSON.stringify({ RAZORPAY_KEY_SECRET: "key", RAZORPAY_WEBHOOK_SECRET: "hook" }) });
    expect(await loadPaymentSecrets(production)).toEqual({ keySecret: "key", webhookSecret: "hook" });
  });

  it("admits a request carrying either value of the origin secret during a rotation, reading it once", async () => {
    const [current, next] = ["c".repeat(48), "n".repeat(48)];
    secrets.on(GetSecretValueCommand, { SecretId: production.EDGE_SECRET_ARN }).resolves({ SecretString: `${current}, ${next}` });
    const withSecret = (value: string) => (name: string) => (name === EDGE_SECRET_HEADER ? value : undefined);
    expect(await admitFromEdge(production, withSecret(current), "10.0.0.1")).toMatchObject({ admitted: true });
    expect(await admitFromEdge(production, withSecret(next), "10.0.0.1")).toMatchObject({ admitted: true });
    expect(await admitFromEdge(production, withSecret("w".repeat(48)), "10.0.0.1")).toEqual({ admitted: false });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });
});

describe("SES", () => {
  it("sends the message as raw MIME to the recipient, from the configured sender, attachments included", async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: "m-1" });
    await createSesMailer("ap-south-1", production.MAIL_FROM).send({
      to: "asha@example.com",
      subject: "Your booking SP-1234",
      text: "Booked.",
      html: "<p>Booked.</p>",
      attachments: [{ filename: "voucher.pdf", contentType: "application/pdf", content: Buffer.from("%PDF-1.7") }],
    });
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call!.args[0].input.Destination).toEqual({ ToAddresses: ["asha@example.com"] });
    const mime = Buffer.from(call!.args[0].input.Content!.Raw!.Data!).toString("utf8");
    expect(mime).toMatch(/^From: .*no-reply@smartparking\.example/m);
    expect(mime).toMatch(/^To: asha@example\.com/m);
    expect(mime).toMatch(/^Subject: Your booking SP-1234/m);
    expect(mime).toContain('filename="voucher.pdf"');
  });

  it("sends with the configuration set (bounce and complaint events) and the message's unsubscribe headers (decision 049)", async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: "m-2" });
    const url = "https://smartparking.example/unsubscribe/reminders.u1.sig";
    await createSesMailer("ap-south-1", production.MAIL_FROM, "SmartParking-mail").send({
      to: "asha@example.com",
      subject: "Your parking starts in 1 hour",
      text: "Soon.",
      html: "<p>Soon.</p>",
      headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call!.args[0].input.ConfigurationSetName).toBe("SmartParking-mail");
    const mime = Buffer.from(call!.args[0].input.Content!.Raw!.Data!).toString("utf8");
    expect(mime).toContain(`\r\nList-Unsubscribe: <${url}>\r\n`);
    expect(mime).toContain("\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n");
  });

  it("refuses a header that could smuggle in another (a line break in its value)", async () => {
    await expect(
      createSesMailer("ap-south-1", production.MAIL_FROM).send({
        to: "a@example.com",
        subject: "s",
        text: "t",
        html: "<p>t</p>",
        headers: { "List-Unsubscribe": "<https://x.example>\r\nBcc: everyone@example.com" },
      }),
    ).rejects.toThrow(/Refused mail header/);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it("lets a refusal from SES reach the caller (who logs it; nothing is dropped silently)", async () => {
    ses.on(SendEmailCommand).rejects(new Error("MessageRejected: Email address is not verified"));
    await expect(
      createSesMailer("ap-south-1", production.MAIL_FROM).send({ to: "a@example.com", subject: "s", text: "t", html: "<p>t</p>" }),
    ).rejects.toThrow(/not verified/);
  });
});
