import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "../db/client";
import { sessions, staffUsers } from "../db/schema";
import { hashPassword } from "./password";

/**
 * Creates a staff user, or resets the password of the one with that e-mail (case-insensitive). A reset
 * ends every session of that user in the same transaction: whoever signed in with the old password is out.
 */
export async function upsertStaffUser(
  email: string,
  password: string,
  executor: Executor = db(),
): Promise<{ id: number; created: boolean }> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await executor
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, normalized));
  if (existing) {
    await executor.transaction(async (tx) => {
      await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    });
    return { id: existing.id, created: false };
  }
  const [row] = await executor
    .insert(staffUsers)
    .values({ email: normalized, passwordHash, name: "Administrator" })
    .returning({ id: staffUsers.id });
  return { id: row!.id, created: true };
}

/** How many staff users exist. */
export async function countStaffUsers(executor: Executor = db()): Promise<number> {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(staffUsers);
  return row?.count ?? 0;
}
