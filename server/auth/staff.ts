import { eq, sql } from "drizzle-orm";
import type { StaffRole } from "~/lib/staff/roles";
import { db, type Executor } from "../db/client";
import { sessions, staffUsers } from "../db/schema";
import { hashPassword } from "./password";

/**
 * Creates a staff user (an Administrator unless told), or resets the password of the one with that
 * e-mail (case-insensitive) and makes it active with that role. A reset ends every session of that user
 * in the same transaction: whoever signed in with the old password is out.
 */
export async function upsertStaffUser(
  email: string,
  password: string,
  executor: Executor = db(),
  options: { role?: StaffRole; name?: string } = {},
): Promise<{ id: number; created: boolean }> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const role = options.role ?? "administrator";
  const [existing] = await executor
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, normalized));
  if (existing) {
    await executor.transaction(async (tx) => {
      await tx
        .update(staffUsers)
        .set({ passwordHash, role, isActive: true, mustChangePassword: false })
        .where(eq(staffUsers.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    });
    return { id: existing.id, created: false };
  }
  const [row] = await executor
    .insert(staffUsers)
    .values({
      email: normalized,
      passwordHash,
      role,
      name: options.name ?? (role === "administrator" ? "Administrator" : "Editor"),
    })
    .returning({ id: staffUsers.id });
  return { id: row!.id, created: true };
}

/** How many staff users exist. */
export async function countStaffUsers(executor: Executor = db()): Promise<number> {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(staffUsers);
  return row?.count ?? 0;
}
