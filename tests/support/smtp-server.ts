import type net from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope's sender, as "<address>". */
  from: string;
  /** The envelope's recipients, each as "<address>". */
  to: string[];
  /** The message as sent (headers and body), lines ending in "\n". */
  data: string;
}

export interface SmtpServer {
  url: string;
  received: ReceivedMail[];
  /** When true, the server refuses every message (451), as a mail server that is down would. */
  failing: boolean;
  close(): Promise<void>;
}

/**
 * A mail sink on localhost (the `smtp-server` package, nodemailer's own): no TLS, no auth. On a
 * free port, or on `port` (a mail server coming up where the app was told to find it).
 */
export async function startSmtpServer({ port = 0 }: { port?: number } = {}): Promise<SmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    // Connections left open by a client end at close(), not after the default 30 s.
    closeTimeout: 100,
    onMailFrom(_address, _session, callback) {
      if (!smtp.failing) return callback();
      callback(Object.assign(new Error("try again later"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        smtp.received.push({
          from: mailFrom ? `<${mailFrom.address}>` : "<>",
          to: rcptTo.map((rcpt) => `<${rcpt.address}>`),
          data: Buffer.concat(chunks).toString("utf8").replaceAll("\r\n", "\n"),
        });
        callback(null, "queued");
      });
    },
  });
  const listening = await new Promise<net.Server>((resolve, reject) => {
    const socket = server.listen(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
  const { port: bound } = listening.address() as net.AddressInfo;
  const smtp: SmtpServer = {
    url: `smtp://127.0.0.1:${bound}`,
    received: [],
    failing: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return smtp;
}
