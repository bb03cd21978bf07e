import net from "node:net";
import { count, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { queueContactMessage } from "#server/contact/queue";
import { submitContactForm } from "#server/contact/submit";
import { mailOutbox } from "#server/db/schema";
import { deliverDueMessages, enqueueMail, MAX_ATTEMPTS, retryOutboxMessage } from "#server/mail/outbox";
import { smtpSender } from "#server/mail/transport";
import { startMailWorker, stopMailWorker } from "#server/mail/worker";
import { saveGlobalSetting } from "#server/settings/global";
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

/** A validated contact message. */
const validContact = (i: number) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  subject: `Enquiry ${i}`,
  message: `Please send the colour card for order ${i}.`,
});

/** The contact form as the /contact action receives it. */
function contactForm(i: number): FormData {
  const form = new FormData();
  form.set("name", `Visitor ${i}`);
  form.set("email", `visitor${i}@example.com`);
  form.set("subject", `Enquiry ${i}`);
  form.set("message", `Please send the colour card for order ${i}.`);
  return form;
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw)?.[1]?.trim();

const outboxCount = async (status: "pending" | "sent") => {
  const [row] = await database.handle.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, status));
  return row!.n;
};

let stopSmtp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopMailWorker();
  await stopSmtp?.();
  stopSmtp = undefined;
});

describe("contact mail outbox", () => {
  it("delivers 20 contact messages sent while the SMTP server was down, exactly once each, to the contact_email setting", async () => {
    const recipient = "enquiries-desk@lumina-threads.example";
    await saveGlobalSetting("contact_email", recipient);
    const port = await freePort();
    // The background worker as the server runs it, with a short interval and backoff for the test.
    startMailWorker({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "site@example.com",
      intervalMs: 50,
      retryBaseMs: 500,
    });
    for (let i = 0; i < 20; i++) expect(await submitContactForm(contactForm(i))).toEqual({ status: "sent" });

    // Every message has been tried and refused while the server is down, and is still pending.
    await expect
      .poll(
        async () =>
          (await database.handle.db.select().from(mailOutbox)).filter(
            (row) => row.status === "pending" && row.attempts >= 1 && row.lastError,
          ).length,
        { timeout: 20_000 },
      )
      .toBe(20);

    const smtp = await startSmtp(port);
    stopSmtp = smtp.close;
    await expect.poll(() => outboxCount("sent"), { timeout: 45_000 }).toBe(20);
    await stopMailWorker();

    expect(smtp.received).toHaveLength(20);
    const subjects = smtp.received.map((m) => header(m.raw, "Subject")).sort();
    expect(new Set(subjects).size).toBe(20);
    for (const message of smtp.received) {
      const i = /Enquiry (\d+)/.exec(header(message.raw, "Subject") ?? "")?.[1];
      expect(message.to).toEqual([recipient]);
      expect(header(message.raw, "Reply-To")).toBe(`visitor${i}@example.com`);
    }
    expect(await outboxCount("pending")).toBe(0);
  });

  it("two delivery rounds at once never send a message twice", async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    stopSmtp = smtp.close;
    const sender = smtpSender(`smtp://127.0.0.1:${port}`);
    for (let i = 0; i < 20; i++) await queueContactMessage(validContact(i));
    const rounds = await Promise.all([
      deliverDueMessages({ send: sender.send, from: "site@example.com", retryBaseMs: 0 }),
      deliverDueMessages({ send: sender.send, from: "site@example.com", retryBaseMs: 0 }),
    ]);
    const again = await deliverDueMessages({ send: sender.send, from: "site@example.com", retryBaseMs: 0 });
    sender.close();
    expect(rounds[0].sent + rounds[1].sent).toBe(20);
    expect(again.sent).toBe(0);
    expect(smtp.received).toHaveLength(20);
    expect(await outboxCount("sent")).toBe(20);
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

/**
 * A real SMTP server that answers each DATA only after `delayMs` and refuses (451) the first attempt
 * of every message; it records the Message-ID of every attempt and the messages it accepted.
 */
async function startSlowRefusingSmtp(port: number, delayMs: number) {
  const attempts: string[] = [];
  const accepted: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const messageId = header(Buffer.concat(chunks).toString("utf8"), "Message-ID") ?? "";
        const firstAttempt = !attempts.includes(messageId);
        attempts.push(messageId);
        setTimeout(() => {
          if (firstAttempt) {
            callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
            return;
          }
          accepted.push(messageId);
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { attempts, accepted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("mail exactly once across instances", () => {
  it.each([
    { total: 8, delayMs: 300, leaseMs: 1500, case: "a lease longer than one send" },
    {
      total: 4,
      delayMs: 900,
      leaseMs: 300,
      case: "sends three times slower than the lease (renewed while sending)",
    },
  ])(
    "two workers draining one outbox through a slow SMTP server deliver each message exactly once, with the same Message-ID on every attempt: $case",
    async ({ total, delayMs, leaseMs }) => {
      const port = await freePort();
      const smtp = await startSlowRefusingSmtp(port, delayMs);
      stopSmtp = smtp.close;
      const ids: number[] = [];
      for (let i = 0; i < total; i++) ids.push(await enqueueMail(contact(i)));

      // Each worker polls like the background worker. A lease shorter than a batch of sends (or than one
      // send) lapses unless renewed: the rest would be taken over and sent again.
      const worker = async () => {
        const sender = smtpSender(`smtp://127.0.0.1:${port}`);
        const started = performance.now();
        try {
          while ((await outboxCount("sent")) < total && performance.now() - started < 40_000) {
            await deliverDueMessages({
              send: sender.send,
              from: "site@example.com",
              retryBaseMs: 50,
              leaseMs,
              messageIdHost: "lumina-threads.example",
            });
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        } finally {
          sender.close();
        }
      };
      const started = performance.now();
      await Promise.all([worker(), worker()]);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);

      const expected = ids.map((id) => `<outbox-${id}@lumina-threads.example>`).sort();
      expect([...smtp.accepted].sort()).toEqual(expected);
      expect(await outboxCount("sent")).toBe(total);
      // Every attempt carried one of the stable ids: the refused first try and the accepted retry match.
      for (const id of expected) expect(smtp.attempts.filter((seen) => seen === id)).toHaveLength(2);
      console.log(
        `${total} messages, ${smtp.attempts.length} SMTP attempts (${delayMs} ms each), ${smtp.accepted.length} deliveries in ${seconds} s`,
      );
    },
  );
});
