import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** An SMTP server that takes `delayMs` to accept each message and records every delivery's Message-ID and subject. */
export async function startSlowSmtp(delayMs: number) {
  const deliveries: { messageId: string; subject: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let text = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        text += chunk;
      });
      stream.on("end", () => {
        const header = text.split(/\r?\n\r?\n/)[0] ?? "";
        const field = (name: string) =>
          new RegExp(`^${name}:\\s*(.*)$`, "im").exec(header.replace(/\r?\n[ \t]+/g, " "))?.[1]?.trim() ?? "";
        setTimeout(() => {
          deliveries.push({ messageId: field("Message-ID"), subject: field("Subject") });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    deliveries,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
