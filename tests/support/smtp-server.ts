import net from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpServer {
  url: string;
  received: ReceivedMail[];
  /** When true, the server refuses every message (451), as a mail server that is down would. */
  failing: boolean;
  close(): Promise<void>;
}

/** Just enough SMTP, on localhost, for nodemailer to hand it a message: no TLS, no auth. */
export async function startSmtpServer(): Promise<SmtpServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== ".") mail.data += `${line}\n`;
          else {
            inData = false;
            smtp.received.push(mail);
            mail = { from: "", to: [], data: "" };
            reply("250 queued");
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "MAIL") {
          mail.from = line.slice(10);
          reply(smtp.failing ? "451 try again later" : "250 OK");
        } else if (verb === "RCPT") {
          mail.to.push(line.slice(8));
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with .");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else reply(verb === "EHLO" || verb === "HELO" ? "250 localhost" : "250 OK");
      }
    });
    reply("220 localhost test SMTP");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const smtp: SmtpServer = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    failing: false,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return smtp;
}
