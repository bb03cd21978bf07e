import nodemailer, { type Transporter } from "nodemailer";

export type MailMessage = {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** A stable Message-ID header ("<id@host>"), so a message sent twice is recognisable as one. */
  messageId?: string;
};

/** Sends one message; throws when the server refuses or cannot be reached. */
export type SendMail = (message: MailMessage) => Promise<void>;

/** A sender over SMTP (nodemailer) for an smtp:// or smtps:// URL. */
export function smtpSender(url: string): { send: SendMail; close: () => void } {
  const options = new URL(url);
  options.searchParams.set("connectionTimeout", "10000");
  options.searchParams.set("greetingTimeout", "10000");
  options.searchParams.set("socketTimeout", "20000");
  const transporter: Transporter = nodemailer.createTransport(options.toString());
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
    },
    close: () => transporter.close(),
  };
}
