/**
 * What the messages need of an SMS provider (Termii in production, its stand-in locally, a double in some
 * tests): send one text, and read the provider's signed delivery reports. One adapter per provider
 * (termii/); the outbox, the job and the reports' effect on a message are the same whichever it is.
 */

export interface OutgoingSms {
  /** E.164 (`+2348031234567`); each adapter writes it as its provider wants. */
  to: string;
  /** The brand's sender ID, registered with the provider (3–11 letters and digits). */
  from: string;
  text: string;
}

/** A delivery report, in our words (`status`) and the provider's (`providerStatus`). */
export interface DeliveryReport {
  /** The provider's id of the message, as `send` returned it. */
  reference: string;
  status: 'DELIVERED' | 'UNDELIVERED' | 'SENT';
  /** The provider's own word for it, kept for support. */
  providerStatus: string;
}

export interface SmsProvider {
  /** Stored on each message (`message.provider`), with the reference it gives. */
  readonly name: string;
  /** Hands the text to the provider; resolves with its id of the message. */
  send(sms: OutgoingSms): Promise<{ reference: string }>;
  /**
   * A delivery report from the exact raw body and its signature header; null when the signature is
   * missing or wrong, or the body is no report (nothing is then believed or stored).
   */
  readReport(rawBody: Buffer, signature: string | undefined): DeliveryReport | null;
}

/** No answer, a timeout, the provider's rate limit or its server error: the job tries again later. */
export class SmsProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsProviderUnavailableError';
  }
}

/** The provider answered and refused the message (bad number, unregistered sender, no balance): trying again will not help. */
export class SmsRefusedError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'SmsRefusedError';
  }
}
