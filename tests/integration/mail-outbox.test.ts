import net from "node:net";
import { count, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema";
import { deliverDueMessages, enqueueMail, MAX_ATTEMPTS, retryOutboxMessage } from "#server/mail/outbox";
import { smtpSender } from "#server/mail/transport";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

type Received = { from: string; to: string[]; raw: string };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A real SMTP server on a loopback port that records every message it accepts. */
async function startSmtp(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function contact(i: number) {
  return {
    toEmail: "sales@lumina-threads.example",
    replyTo: `visitor${i}@example.com`,
    subject: `Enquiry ${i}`,
    textBody: `Hello ${i}`,
    htmlBody: `<p>Hello ${i}</p>`,
    payload: {
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      subject: `Enquiry ${i}`,
      message: "Hello",
    },
  };
}

let stopSmtp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopSmtp?.();
  stopSmtp = undefined;
});

describe("contact mail outbox", () => {
  it("delivers 20 messages queued while the SMTP server was down, exactly once each, after it starts", async () => {
    const port = await freePort();
    const sender = smtpSender(`smtp://127.0.0.1:${port}`);
    for (let i = 0; i < 20; i++) await enqueueMail(contact(i));

    const whileDown = await deliverDueMessages({
      send: sender.send,
      from: "site@example.com",
      retryBaseMs: 0,
    });
    expect(whileDown).toEqual({ sent: 0, failed: 20 });
    const [pending] = await database.handle.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "pending"));
    expect(pending!.n).toBe(20);

    const smtp = await startSmtp(port);
    stopSmtp = smtp.close;
    // Two delivery rounds at once: row claiming must keep them from sending a message twice.
    const rounds = await Promise.all([
      deliverDueMessages({ send: sender.send, from: "site@example.com", retryBaseMs: 0 }),
      deliverDueMessages({ send: sender.send, from: "site@example.com", retryBaseMs: 0 }),
    ]);
    const again = await deliverDueMessages({ send: sender.send, from: "site@example.com", retryBaseMs: 0 });
    sender.close();

    expect(rounds[0].sent + rounds[1].sent).toBe(20);
    expect(again.sent).toBe(0);
    expect(smtp.received).toHaveLength(20);
    const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim()).sort();
    expect(new Set(subjects).size).toBe(20);
    const first = smtp.received.find((m) => m.raw.includes("Subject: Enquiry 7"))!;
    expect(first.to).toEqual(["sales@lumina-threads.example"]);
    expect(first.raw).toMatch(/^Reply-To: visitor7@example\.com/m);
    const [sent] = await database.handle.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "sent"));
    expect(sent!.n).toBe(20);
  });

  it("marks a message failed after the last attempt and lets staff retry it", async () => {
    const port = await freePort();
    const sender = smtpSender(`smtp://127.0.0.1:${port}`);
    const id = await enqueueMail(contact(1));
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      await deliverDueMessages({ send: sender.send, from: "site@example.com", retryBaseMs: 0 });
    }
    const [row] = await database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.status).toBe("failed");
    expect(row!.lastError).toBeTruthy();

    expect(await retryOutboxMessage(id)).toBe(true);
    const smtp = await startSmtp(port);
    stopSmtp = smtp.close;
    expect(await deliverDueMessages({ send: sender.send, from: "site@example.com" })).toEqual({
      sent: 1,
      failed: 0,
    });
    sender.close();
  });
});
