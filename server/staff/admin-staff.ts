import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { OneTimeReveal } from "~/lib/schemas/action";
import type { CredentialMethod, StaffMemberForm } from "~/lib/schemas/staff";
import { ROLE_LABELS, type StaffRole } from "~/lib/staff/roles";
import { recordActivity } from "../audit/activity";
import { generatePassword, hashPassword } from "../auth/password";
import { endSessionsOf } from "../auth/session";
import { disableTwoFactor } from "../auth/two-factor";
import { config } from "../config";
import { db, type Executor } from "../db/client";
import { staffUsers } from "../db/schema";
import { AdminActionError } from "../errors";
import { saveGlobalSetting } from "../settings/global";

/** A one-time sign-in link works this long. */
export const SIGN_IN_LINK_MS = 72 * 60 * 60 * 1000;

export const LAST_ADMINISTRATOR_MESSAGE =
  "The last active Administrator cannot be removed, deactivated or made an Editor. Make another member an Administrator first.";
const NOT_FOUND = "Staff member not found";

/** The Staff screen's list: every member with role, two-factor, last sign-in and whether active. */
export async function listStaffForAdmin() {
  const rows = await db()
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      isActive: staffUsers.isActive,
      twoFactor: sql<boolean>`${staffUsers.totpEnabledAt} is not null`,
      lastLoginAt: staffUsers.lastLoginAt,
      mustChangePassword: staffUsers.mustChangePassword,
      linkPending: sql<boolean>`${staffUsers.signInLinkExpiresAt} > now()`,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
  return rows.map((row) => ({ ...row, linkPending: Boolean(row.linkPending) }));
}

export type StaffListRow = Awaited<ReturnType<typeof listStaffForAdmin>>[number];

/**
 * Runs a change that may take a member out of the Administrators, keeping at least one active: every
 * active Administrator row is locked first (so two such changes at once run one after the other and the
 * second sees the first), the change runs, and if no active Administrator is left it all rolls back.
 */
async function keepingAnAdministrator<T>(change: (tx: Executor) => Promise<T>): Promise<T> {
  return db().transaction(async (tx) => {
    await tx.execute(
      sql`select id from ${staffUsers} where ${staffUsers.role} = 'administrator' and ${staffUsers.isActive} for update`,
    );
    const result = await change(tx);
    const [left] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, "administrator"), eq(staffUsers.isActive, true)));
    if (!left?.count) throw new AdminActionError(LAST_ADMINISTRATOR_MESSAGE, 409);
    return result;
  });
}

async function memberOf(id: number, executor: Executor = db()) {
  const [row] = await executor
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  if (!row) throw new AdminActionError(NOT_FOUND, 404);
  return row;
}

/**
 * A new credential for a member, to be shown once: a temporary password (changed at the next sign-in)
 * or a one-time sign-in link (72 hours). Either replaces the member's password and any earlier link.
 */
async function issueCredential(
  member: { id: number; email: string },
  method: CredentialMethod,
  executor: Executor,
  now: Date = new Date(),
): Promise<OneTimeReveal> {
  if (method === "password") {
    const password = generatePassword();
    await executor
      .update(staffUsers)
      .set({
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
        signInLinkHash: null,
        signInLinkExpiresAt: null,
      })
      .where(eq(staffUsers.id, member.id));
    return { kind: "password", email: member.email, password };
  }
  // Hex, not base64url: back-office paths have one spelling, lower case (server/http/request-layer.ts).
  const token = randomBytes(32).toString("hex");
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MS);
  await executor
    .update(staffUsers)
    .set({
      // Nobody knows this password: the link is the only way in until the member chooses one.
      passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
      mustChangePassword: false,
      signInLinkHash: createHash("sha256").update(token).digest("hex"),
      signInLinkExpiresAt: expiresAt,
    })
    .where(eq(staffUsers.id, member.id));
  return {
    kind: "link",
    email: member.email,
    url: `${config().PUBLIC_ORIGIN}/admin/login/link/${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

const audited = (member: { id: number; email: string }) =>
  ({ recordType: "staff", recordId: member.id, label: member.email, link: "/admin/staff" }) as const;

/** Adds a member with a temporary password or a sign-in link (returned, to be shown once). */
export async function addStaffMember(input: StaffMemberForm & { method: CredentialMethod }) {
  const email = input.email.trim().toLowerCase();
  return db().transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(sql`lower(${staffUsers.email})`, email));
    if (taken) {
      throw new AdminActionError("A staff member with this e-mail already exists", 409, { field: "email" });
    }
    const [row] = await tx
      .insert(staffUsers)
      .values({ email, name: input.name.trim(), role: input.role, passwordHash: "!" })
      .returning({ id: staffUsers.id, email: staffUsers.email });
    const member = row!;
    const reveal = await issueCredential(member, input.method, tx);
    await recordActivity(
      { action: "staff.created", ...audited(member), details: { role: input.role, method: input.method } },
      tx,
    );
    return { id: member.id, reveal };
  });
}

/** True when an edit changes the member's role or sign-in e-mail (a change that needs the password again). */
export async function changesAccess(id: number, input: Pick<StaffMemberForm, "email" | "role">) {
  const [row] = await db()
    .select({ email: staffUsers.email, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  return !row || row.role !== input.role || row.email !== input.email.trim().toLowerCase();
}

/** Changes a member's name and role; the last active Administrator keeps that role. */
export async function updateStaffMember(id: number, input: StaffMemberForm): Promise<void> {
  await keepingAnAdministrator(async (tx) => {
    const before = await memberOf(id, tx);
    const email = input.email.trim().toLowerCase();
    const [clash] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(sql`lower(${staffUsers.email})`, email), ne(staffUsers.id, id)));
    if (clash) {
      throw new AdminActionError("A staff member with this e-mail already exists", 409, { field: "email" });
    }
    await tx
      .update(staffUsers)
      .set({ name: input.name.trim(), email, role: input.role })
      .where(eq(staffUsers.id, id));
    const member = { id, email };
    if (before.role !== input.role) {
      await recordActivity(
        {
          action: "staff.role-changed",
          ...audited(member),
          details: { from: ROLE_LABELS[before.role], to: ROLE_LABELS[input.role] },
        },
        tx,
      );
    }
    if (before.name !== input.name.trim() || before.email !== email) {
      await recordActivity(
        { action: "update", ...audited(member), details: { name: input.name.trim(), email } },
        tx,
      );
    }
  });
}

/** Activates or deactivates a member; deactivating ends all their sessions at once. */
export async function setStaffActive(id: number, active: boolean): Promise<void> {
  await keepingAnAdministrator(async (tx) => {
    const member = await memberOf(id, tx);
    await tx.update(staffUsers).set({ isActive: active }).where(eq(staffUsers.id, id));
    const ended = active ? 0 : await endSessionsOf(id, { executor: tx });
    await recordActivity(
      {
        action: active ? "staff.activated" : "staff.deactivated",
        ...audited(member),
        details: active ? null : { sessionsEnded: ended },
      },
      tx,
    );
  });
}

/** Changes a member's role; the last active Administrator stays one. */
export async function setStaffRole(id: number, role: StaffRole): Promise<void> {
  const member = await memberOf(id);
  await updateStaffMember(id, { name: member.name, email: member.email, role });
}

/** Gives a member a new temporary password or sign-in link and ends all their sessions. */
export async function resetStaffPassword(id: number, method: CredentialMethod): Promise<OneTimeReveal> {
  return db().transaction(async (tx) => {
    const member = await memberOf(id, tx);
    const reveal = await issueCredential(member, method, tx);
    const ended = await endSessionsOf(id, { executor: tx });
    await recordActivity(
      { action: "staff.password-reset", ...audited(member), details: { method, sessionsEnded: ended } },
      tx,
    );
    return reveal;
  });
}

/** Turns a member's two-factor sign-in off (a lost phone): they set it up again if it is required. */
export async function resetStaffTwoFactor(id: number): Promise<void> {
  await db().transaction(async (tx) => {
    const member = await memberOf(id, tx);
    await disableTwoFactor(id, tx);
    await recordActivity(
      { action: "two-factor.disabled", ...audited(member), details: { by: "administrator" } },
      tx,
    );
  });
}

/** Removes a member (their sessions go with them); the last active Administrator stays. */
export async function removeStaffMember(id: number): Promise<void> {
  await keepingAnAdministrator(async (tx) => {
    const member = await memberOf(id, tx);
    await recordActivity({ action: "staff.deleted", ...audited(member), details: { role: member.role } }, tx);
    await tx.delete(staffUsers).where(eq(staffUsers.id, id));
  });
}

/** Requires two-factor sign-in of every member (from their next sign-in), or makes it optional again. */
export async function setTwoFactorRequired(required: boolean): Promise<void> {
  await saveGlobalSetting("require_two_factor", String(required));
  await recordActivity({
    action: required ? "two-factor.required" : "two-factor.optional",
    recordType: "settings",
    label: "Two-factor sign-in",
    link: "/admin/staff",
  });
}
