/** A text message to a phone number. */
export interface Sms {
  to: string;
  text: string;
}

/** Sends text messages: one interface for any provider (an SMS gateway's HTTP API, say). */
export interface SmsProvider {
  send(message: Sms): Promise<void>;
}

/**
 * The default provider: writes each message to the server's log instead of sending it, and keeps the last
 * ones in memory (tests read them there). A school that needs real SMS configures a provider.
 */
export class LogSms implements SmsProvider {
  readonly sent: Array<Sms & { at: Date }> = [];
  log: (message: string) => void = () => {};

  async send(message: Sms): Promise<void> {
    this.sent.push({ ...message, at: new Date() });
    if (this.sent.length > 100) this.sent.shift();
    // The code is in the text: the log is where the operator reads it while no gateway is configured.
    this.log(`sms to ${message.to}: ${message.text}`);
  }
}
