/**
 * The sender of every e-mail (MAIL_FROM, the CDK context `mailFrom`): a bare address or a display
 * name with the address in angle brackets, as it stands in the From header SES sends raw.
 *
 * SES authorises a send against the identity that covers the From address: the address itself, or
 * its domain when the whole domain is verified. The stack grants sending from exactly those two
 * identities, so it needs them split out here, where the form of MAIL_FROM is decided.
 */
export interface MailSender {
  /** The address alone, lower case: "no-reply@smartparking.in". */
  address: string;
  /** The address's domain: "smartparking.in". */
  domain: string;
}

const ADDRESS = /^[^\s@<>"]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/;

/** The address and domain of a From value; an Error naming the value when it holds no address. */
export function parseMailSender(from: string): MailSender {
  const bracketed = /<([^<>]+)>\s*$/.exec(from);
  const address = (bracketed ? bracketed[1]! : from).trim().toLowerCase();
  const domain = ADDRESS.exec(address)?.[1];
  if (!domain)
    throw new Error(`mailFrom must be an e-mail address ("name@example.in" or "Name <name@example.in>"), not ${JSON.stringify(from)}`);
  return { address, domain };
}
