import { desc, eq } from "drizzle-orm";
import type { SampleRequestForm } from "~/lib/schemas/sample-requests";
import { db } from "../db/client";
import { mailOutbox, sampleRequests } from "../db/schema";
import { AdminActionError } from "../errors";
import { csvDocument } from "../http/csv";
import { sampleReference } from "./requests";

/** Every sample request, newest first, with its reference and the delivery state of its mail. */
export async function listSampleRequestsForAdmin() {
  const rows = await db()
    .select({
      id: sampleRequests.id,
      name: sampleRequests.name,
      company: sampleRequests.company,
      email: sampleRequests.email,
      country: sampleRequests.country,
      address: sampleRequests.address,
      phone: sampleRequests.phone,
      message: sampleRequests.message,
      languageCode: sampleRequests.languageCode,
      items: sampleRequests.items,
      status: sampleRequests.status,
      notes: sampleRequests.notes,
      createdAt: sampleRequests.createdAt,
      mailStatus: mailOutbox.status,
    })
    .from(sampleRequests)
    .leftJoin(mailOutbox, eq(mailOutbox.id, sampleRequests.outboxId))
    .orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id));
  return rows.map((row) => ({ ...row, reference: sampleReference(row.id) }));
}

/** Sets a request's status and staff notes. */
export async function updateSampleRequest(id: number, input: SampleRequestForm): Promise<void> {
  const rows = await db()
    .update(sampleRequests)
    .set({ status: input.status, notes: input.notes })
    .where(eq(sampleRequests.id, id))
    .returning({ id: sampleRequests.id });
  if (rows.length === 0) throw new AdminActionError("Failed to update sample request", 404);
}

/** Deletes a request (its mail stays in the outbox). */
export async function deleteSampleRequest(id: number): Promise<void> {
  const rows = await db()
    .delete(sampleRequests)
    .where(eq(sampleRequests.id, id))
    .returning({ id: sampleRequests.id });
  if (rows.length === 0) throw new AdminActionError("Failed to delete sample request", 404);
}

/** Every request as CSV, newest first: reference, date, status, contact details, codes, message, notes. */
export async function sampleRequestsCsv(): Promise<string> {
  const rows = await listSampleRequestsForAdmin();
  return csvDocument(
    [
      "Reference",
      "Received",
      "Status",
      "Name",
      "Company",
      "Email",
      "Phone",
      "Country",
      "Address",
      "Item codes",
      "Message",
      "Notes",
    ],
    rows.map((row) => [
      row.reference,
      row.createdAt.toISOString(),
      row.status,
      row.name,
      row.company,
      row.email,
      row.phone ?? "",
      row.country,
      row.address,
      row.items.map((item) => `${item.itemCode} (${item.productName})`).join("; "),
      row.message,
      row.notes,
    ]),
  );
}
