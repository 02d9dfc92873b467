import type { Transporter } from "nodemailer";
import type { MailTransport } from "../../modules/mail/index.js";
import { loadOnce } from "../../shared/load-once.js";
import type { MailMessage } from "../../shared/ports.js";

/**
 * Bounds on one hand-over, well inside the relay's two-minute lease: nodemailer's own defaults
 * (2 min to connect, 10 min of silence) would let a hung mail server hold a claimed mail past it.
 * Options in SMTP_URL's query string still win.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The mail server the relay hands the outbox's mail to (decision 35). */
export class NodemailerMailTransport implements MailTransport {
  /** nodemailer (about 4 MB) is loaded with the first mail, not in every server process. */
  private readonly transport = loadOnce<Transporter>(() =>
    import("nodemailer").then((loaded) =>
      loaded.default.createTransport({ url: this.smtpUrl, ...TIMEOUTS }),
    ),
  );

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {
    // nodemailer itself is loaded at the first mail; a malformed SMTP_URL still stops the start.
    new URL(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const transport = await this.transport();
    await transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      replyTo: message.replyTo,
      attachments: message.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
    });
  }
}
