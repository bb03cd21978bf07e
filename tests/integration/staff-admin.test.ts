import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listActivity } from "#server/audit/activity";
import {
  createSession,
  readSessionToken,
  requireStaff,
  type Staff,
  staffForToken,
} from "#server/auth/session";
import { upsertStaffUser } from "#server/auth/staff";
import { sessions, staffUsers } from "#server/db/schema";
import { AdminActionError } from "#server/errors";
import { runInRequestScope } from "#server/request-scope";
import { changeOwnPassword, signOutOtherSessions, signOutOwnSession } from "#server/staff/account";
import {
  LAST_ADMINISTRATOR_MESSAGE,
  removeStaffMember,
  resetStaffPassword,
  setStaffActive,
  setStaffRole,
} from "#server/staff/admin-staff";
import * as generalSettings from "~/routes/admin.general-settings";
import * as staffScreen from "~/routes/admin.staff/route";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

/** A member signed in `count` times (one session each); returns the session cookies. */
async function signedIn(email: string, role: "administrator" | "editor", count = 1) {
  const { id } = await upsertStaffUser(email, "member-password-1", undefined, { role });
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { setCookie } = await createSession(new Request(`${ORIGIN}/admin/login`), id);
    cookies.push(cookieOf(setCookie));
  }
  return { id, email, cookies };
}

const staffOf = async (cookie: string) =>
  staffForToken(readSessionToken(new Request(ORIGIN, { headers: { cookie } }))!);
const liveSessions = async (userId: number) =>
  (await database.handle.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

async function refusal(run: () => Promise<unknown>): Promise<AdminActionError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AdminActionError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("session revocation", () => {
  it("deactivating a member ends all their sessions at once; activating does not bring them back", async () => {
    const editor = await signedIn("editor@example.com", "editor", 2);
    await signedIn("admin@example.com", "administrator");
    expect(await staffOf(editor.cookies[0]!)).not.toBeNull();
    await setStaffActive(editor.id, false);
    expect(await liveSessions(editor.id)).toBe(0);
    for (const cookie of editor.cookies) expect(await staffOf(cookie)).toBeNull();
    await setStaffActive(editor.id, true);
    expect(await staffOf(editor.cookies[0]!)).toBeNull();
  });

  it("a live session of a deactivated member is refused even if its row survived", async () => {
    const editor = await signedIn("editor@example.com", "editor");
    await database.handle.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, editor.id));
    expect(await staffOf(editor.cookies[0]!)).toBeNull();
  });

  it("a password reset by an Administrator ends the member's sessions", async () => {
    const editor = await signedIn("editor@example.com", "editor", 2);
    const reveal = await resetStaffPassword(editor.id, "password");
    expect(reveal.kind).toBe("password");
    expect(await liveSessions(editor.id)).toBe(0);
  });

  it("changing one's own password, or signing out everywhere else, keeps only this session", async () => {
    const admin = await signedIn("admin@example.com", "administrator", 3);
    const me = (await staffOf(admin.cookies[0]!)) as Staff;
    const wrong = await refusal(() => changeOwnPassword(me, "not-my-password", "brand-new-password"));
    expect(wrong.fieldErrors()).toEqual({ currentPassword: "Current password is incorrect" });
    expect(await liveSessions(admin.id)).toBe(3);
    expect(await changeOwnPassword(me, "member-password-1", "brand-new-password")).toBe(2);
    expect(await staffOf(admin.cookies[0]!)).not.toBeNull();
    expect(await staffOf(admin.cookies[1]!)).toBeNull();

    const more = await createSession(new Request(`${ORIGIN}/admin/login`), admin.id);
    await createSession(new Request(`${ORIGIN}/admin/login`), admin.id);
    expect(await signOutOtherSessions(me)).toBe(2);
    expect(await staffOf(cookieOf(more.setCookie))).toBeNull();
    expect(await liveSessions(admin.id)).toBe(1);
  });

  it("signs out one own session by its id, but never another member's", async () => {
    const admin = await signedIn("admin@example.com", "administrator", 2);
    const editor = await signedIn("editor@example.com", "editor");
    const me = (await staffOf(admin.cookies[0]!)) as Staff;
    const other = (await staffOf(admin.cookies[1]!)) as Staff;
    const theirs = (await staffOf(editor.cookies[0]!)) as Staff;
    expect((await refusal(() => signOutOwnSession(me, theirs.sessionId))).status).toBe(404);
    expect(await staffOf(editor.cookies[0]!)).not.toBeNull();
    expect((await refusal(() => signOutOwnSession(me, me.sessionId))).status).toBe(400);
    await signOutOwnSession(me, other.sessionId);
    expect(await staffOf(admin.cookies[1]!)).toBeNull();
    expect(await staffOf(admin.cookies[0]!)).not.toBeNull();
  });
});

describe("the last active Administrator", () => {
  it("cannot be made an Editor, deactivated or removed; with a second one, one of them can", async () => {
    const owner = await signedIn("owner@example.com", "administrator");
    await signedIn("editor@example.com", "editor");
    for (const change of [
      () => setStaffRole(owner.id, "editor"),
      () => setStaffActive(owner.id, false),
      () => removeStaffMember(owner.id),
    ]) {
      const refused = await refusal(change);
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(LAST_ADMINISTRATOR_MESSAGE);
    }
    const [row] = await database.handle.db.select().from(staffUsers).where(eq(staffUsers.id, owner.id));
    expect(row).toMatchObject({ role: "administrator", isActive: true });
    expect(await liveSessions(owner.id)).toBe(1);

    const second = await signedIn("second@example.com", "administrator");
    await setStaffRole(owner.id, "editor");
    expect((await refusal(() => setStaffActive(second.id, false))).message).toBe(LAST_ADMINISTRATOR_MESSAGE);
  });

  it("two Administrators demoting each other at once: one change wins, one Administrator stays", async () => {
    const a = await signedIn("a@example.com", "administrator");
    const b = await signedIn("b@example.com", "administrator");
    const outcomes = await Promise.allSettled([setStaffRole(a.id, "editor"), setStaffRole(b.id, "editor")]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const admins = await database.handle.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.role, "administrator"));
    expect(admins).toHaveLength(1);
  });

  it("a deactivated Administrator does not count", async () => {
    const a = await signedIn("a@example.com", "administrator");
    const b = await signedIn("b@example.com", "administrator");
    await setStaffActive(b.id, false);
    expect((await refusal(() => removeStaffMember(a.id))).message).toBe(LAST_ADMINISTRATOR_MESSAGE);
  });

  it("records staff changes in the audit log under the member who made them", async () => {
    const owner = await signedIn("owner@example.com", "administrator");
    const editor = await signedIn("editor@example.com", "editor");
    await runInRequestScope({ clientIp: "198.51.100.7", staff: { id: owner.id, email: owner.email } }, () =>
      setStaffActive(editor.id, false),
    );
    const { rows } = await listActivity({ staffId: owner.id }, 1, 10);
    expect(rows[0]).toMatchObject({
      action: "staff.deactivated",
      recordType: "staff",
      recordId: String(editor.id),
      label: editor.email,
      clientIp: "198.51.100.7",
      details: { sessionsEnded: 1 },
    });
  });
});

describe("roles on the server", () => {
  const get = (path: string, cookie: string) => new Request(`${ORIGIN}${path}`, { headers: { cookie } });
  const post = (path: string, cookie: string, form: Record<string, string>) =>
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { cookie, Origin: ORIGIN },
      body: new URLSearchParams(form),
    });

  it("refuses an Editor the Administrators' pages with 403 and lets them open the Editors'", async () => {
    const editor = await signedIn("editor@example.com", "editor");
    const cookie = editor.cookies[0]!;
    for (const path of ["/admin/staff", "/admin/activity", "/admin/messages", "/admin/subscribers.csv"]) {
      const refused = await requireStaff(get(path, cookie)).catch((error: unknown) => error);
      expect(refused instanceof Response && refused.status, path).toBe(403);
    }
    for (const path of ["/admin", "/admin/products", "/admin/news-items/7", "/admin/account"]) {
      expect((await requireStaff(get(path, cookie))).email, path).toBe(editor.email);
    }
    const undeclared = await requireStaff(get("/admin/new-screen", cookie)).catch((error: unknown) => error);
    expect(undeclared instanceof Response && undeclared.status).toBe(403);
  });

  it("General Settings: an Editor may post carousel intents, not the others, and loads only the carousel", async () => {
    const editor = await signedIn("editor@example.com", "editor");
    const cookie = editor.cookies[0]!;
    const path = "/admin/general-settings";
    const run = async (form: Record<string, string>) => {
      const answer = (await generalSettings.action({
        request: post(path, cookie, form),
      } as never)) as { init: { status?: number } | null; data: { error?: string } };
      return { status: answer.init?.status ?? 200, error: answer.data.error };
    };
    const contact = await run({ intent: "contactEmail", contactEmail: "sales@example.com" });
    expect(contact.status).toBe(403);
    expect(contact.error).toMatch(/permission/);
    // Allowed, then refused by its own schema: the role check comes first and passed.
    expect((await run({ intent: "carouselReorder" })).status).toBe(400);

    const data = (await generalSettings.loader({ request: get(path, cookie) } as never)) as {
      tabs: string[];
      subscribers: unknown[];
      contactEmail: unknown;
    };
    expect(data.tabs).toEqual(["carousel"]);
    expect(data.subscribers).toEqual([]);
    expect(data.contactEmail).toBeNull();
    const tab = await generalSettings
      .loader({ request: get(`${path}?tab=subscribers`, cookie) } as never)
      .catch((error: unknown) => error);
    expect(tab instanceof Response && tab.status).toBe(403);
  });

  it("Staff: an Administrator cannot deactivate, demote, reset or remove themselves there (My account is theirs)", async () => {
    const admin = await signedIn("admin-self@example.com", "administrator");
    await signedIn("admin-other@example.com", "administrator");
    const cookie = admin.cookies[0]!;
    const run = async (form: Record<string, string>) => {
      const answer = (await staffScreen.action({
        // With the password, so the refusal is the rule's own, not the request for it (server/auth/step-up.ts).
        request: post("/admin/staff", cookie, {
          id: String(admin.id),
          currentPassword: "member-password-1",
          ...form,
        }),
      } as never)) as { init: { status?: number } | null; data: { error?: string } };
      return { status: answer.init?.status ?? 200, error: answer.data.error };
    };
    const forms: Record<string, string>[] = [
      { intent: "status", status: "Inactive" },
      { intent: "update", name: "Self", email: admin.email, role: "editor" },
      { intent: "resetPassword", method: "password" },
      { intent: "resetTwoFactor" },
      { intent: "delete" },
    ];
    for (const form of forms) {
      expect(await run(form), form.intent).toEqual({
        status: 409,
        error: "Your own account is changed in My account, not here",
      });
    }
    expect(await liveSessions(admin.id)).toBe(1);
    expect((await staffOf(cookie))?.role).toBe("administrator");
    // Their name and e-mail may still be edited here, the role kept.
    expect(
      (await run({ intent: "update", name: "Self", email: admin.email, role: "administrator" })).status,
    ).toBe(200);
  });
});
