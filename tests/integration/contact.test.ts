import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTACT_RECIPIENT, queueContactMessage } from "#server/contact/queue";
import { submitContactForm } from "#server/contact/submit";
import { generalSettings, globalSettings, mailOutbox } from "#server/db/schema";
import { carouselInterval, listCarouselImages } from "#server/settings/public";
import { validateContact } from "~/lib/schemas/contact";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

const message = {
  name: "Ada <b>Lovelace</b>",
  email: "ada@example.com",
  subject: "Gold thread & samples",
  message: "Could you send <script>alert(1)</script> samples of Aurum?",
};

describe("contact message outbox", () => {
  it("writes a pending message to the contact_email recipient with the visitor as reply-to", async () => {
    await database.handle.db
      .insert(globalSettings)
      .values({ type: "contact_email", value: "sales@example.com" });
    const id = await queueContactMessage(message);
    const [row] = await database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      kind: "contact",
      toEmail: "sales@example.com",
      replyTo: "ada@example.com",
      status: "pending",
      payload: message,
    });
    expect(row?.subject).toContain("Gold thread & samples");
    expect(row?.textBody).toContain("Could you send <script>alert(1)</script> samples of Aurum?");
    expect(row?.htmlBody).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(row?.htmlBody).toContain("Ada &lt;b&gt;Lovelace&lt;/b&gt;");
    expect(row?.htmlBody).not.toContain("<script>");
  });

  it("falls back to the company info address when no contact_email is set", async () => {
    const id = await queueContactMessage(message);
    const [row] = await database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.toEmail).toBe(DEFAULT_CONTACT_RECIPIENT);
    expect(DEFAULT_CONTACT_RECIPIENT).toBe("info@lumina-threads.example");
  });

  it("validates with the spec's messages and trims values", () => {
    expect(validateContact({ name: "A", email: "nope", subject: "Hi", message: "short" })).toEqual({
      ok: false,
      errors: {
        name: "contact.error.name",
        email: "contact.error.email",
        subject: "contact.error.subject",
        message: "contact.error.message",
      },
    });
    expect(
      validateContact({ name: " Al ", email: " al@example.com ", subject: " Hey ", message: " 0123456789 " }),
    ).toEqual({
      ok: true,
      data: { name: "Al", email: "al@example.com", subject: "Hey", message: "0123456789" },
    });
  });
});

describe("public settings", () => {
  it("lists active carousel images by display order and skips inactive ones", async () => {
    await database.handle.db.insert(generalSettings).values([
      { type: "carousel", imageUrl: "/media/c/2.jpg", altText: "Two", displayOrder: 2 },
      { type: "carousel", imageUrl: "/media/c/1.jpg", altText: "One", displayOrder: 1 },
      { type: "carousel", imageUrl: "/media/c/3.jpg", altText: "Off", displayOrder: 0, isActive: false },
      { type: "other", imageUrl: "/media/c/4.jpg", altText: "Other type", displayOrder: 0 },
    ]);
    const { images, failed } = await listCarouselImages();
    expect(failed).toBe(false);
    expect(images.map((image) => image.altText)).toEqual(["One", "Two"]);
  });

  it("reports a failed carousel read instead of throwing", async () => {
    await database.handle.db.execute("alter table general_settings rename to general_settings_gone");
    try {
      expect(await listCarouselImages()).toEqual({ images: [], failed: true });
    } finally {
      await database.handle.db.execute("alter table general_settings_gone rename to general_settings");
    }
  });

  it("reads the carousel interval as an integer, 5000 by default", async () => {
    expect(await carouselInterval()).toBe(5000);
    await database.handle.db.insert(globalSettings).values({ type: "duration", value: "3500.7" });
    expect(await carouselInterval()).toBe(3500);
    await database.handle.db
      .update(globalSettings)
      .set({ value: "soon" })
      .where(eq(globalSettings.type, "duration"));
    expect(await carouselInterval()).toBe(5000);
  });
});

describe("contact form submission", () => {
  const formOf = (values: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.set(key, value);
    return form;
  };
  const valid = {
    name: "Ada",
    email: "ada@example.com",
    subject: "Samples",
    message: "Please send samples.",
  };

  it("stores a valid message once", async () => {
    expect(await submitContactForm(formOf(valid))).toEqual({ status: "sent" });
    expect(await database.handle.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("pretends success for a filled honeypot and stores nothing", async () => {
    expect(await submitContactForm(formOf({ ...valid, website: "http://spam.example" }))).toEqual({
      status: "sent",
    });
    expect(await database.handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("returns the field messages and the values for invalid input, storing nothing", async () => {
    const result = await submitContactForm(formOf({ ...valid, email: "nope" }));
    expect(result).toEqual({
      status: "invalid",
      errors: { email: "contact.error.email" },
      values: { ...valid, email: "nope" },
    });
    expect(await database.handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("reports failed and keeps the values when the outbox cannot be written", async () => {
    await database.handle.db.execute("alter table mail_outbox rename to mail_outbox_gone");
    try {
      expect(await submitContactForm(formOf(valid))).toEqual({ status: "failed", values: valid });
    } finally {
      await database.handle.db.execute("alter table mail_outbox_gone rename to mail_outbox");
    }
  });
});
