import type { Transporter } from "nodemailer";
import { loadOnce } from "../../shared/load-once.js";
import type { Mailer, MailMessage } from "../../shared/ports.js";

export class NodemailerMailer implements Mailer {
  /** nodemailer (about 4 MB) is loaded with the first mail, not in every server process. */
  private readonly transport = loadOnce<Transporter>(() =>
    import("nodemailer").then((loaded) => loaded.default.createTransport(this.smtpUrl)),
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
    });
  }
}
