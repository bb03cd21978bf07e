import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, lt, ne, or } from "drizzle-orm";
import { redirect } from "react-router";
import { FORBIDDEN_PAGE_MESSAGE, requiredRole, roleAllows, type StaffRole } from "~/lib/staff/roles";
import { config } from "../config";
import { db, type Executor } from "../db/client";
import { pendingSignIns, sessions, staffUsers } from "../db/schema";
import { readCookie } from "../http/cookies";
import { requestScope } from "../request-scope";
import { assertSameOrigin } from "./origin";

/** A session ends after this much inactivity. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** A session ends this long after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** A session past its absolute expiry or idle for longer than SESSION_IDLE_MS. */
const sessionEnded = (now: Date) =>
  or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));

/** Deletes every ended session and expired pending sign-in (housekeeping); returns how many. */
export async function deleteEndedSessions(
  now: Date = new Date(),
  executor: Executor = db(),
): Promise<number> {
  const rows = await executor.delete(sessions).where(sessionEnded(now)).returning({ id: sessions.id });
  const pending = await executor
    .delete(pendingSignIns)
    .where(lt(pendingSignIns.expiresAt, now))
    .returning({ id: pendingSignIns.id });
  return rows.length + pending.length;
}

export type Staff = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** True once the member has turned two-factor sign-in on. */
  twoFactor: boolean;
  sessionId: string;
  /** When this session last confirmed the password or a code (server/auth/step-up.ts), or null. */
  reauthenticatedAt: Date | null;
};

/** SHA-256 of a cookie token: the database stores only this, never the token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** True when the site is served over HTTPS (from the request, else from PUBLIC_ORIGIN). */
function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || config().PUBLIC_ORIGIN.startsWith("https:");
}

/** Cookie name: `__Host-` prefixed (Secure, host-only, path /) over HTTPS. */
export function sessionCookieName(request: Request): string {
  return isSecure(request) ? "__Host-admin_session" : "admin_session";
}

/** A Set-Cookie header for one of the back office's cookies (httpOnly, SameSite=Lax, Secure over HTTPS). */
export function serializeCookie(
  request: Request,
  value: string,
  maxAgeSeconds: number,
  name = sessionCookieName(request),
): string {
  const parts = [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (isSecure(request)) parts.push("Secure");
  return parts.join("; ");
}

/** The session token from the request's cookie, if any. */
export function readSessionToken(request: Request): string | null {
  return readTokenCookie(request, sessionCookieName(request));
}

/** A 32-byte base64url token from the named cookie, or null when absent or malformed. */
export function readTokenCookie(request: Request, name: string): string | null {
  const value = readCookie(request, name);
  return value !== null && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** Creates a session for a user; returns the token (for the cookie) and its Set-Cookie header. */
export async function createSession(
  request: Request,
  userId: number,
  options: { now?: Date; executor?: Executor } = {},
): Promise<{ token: string; setCookie: string }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  await (options.executor ?? db()).insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
    ipAddress: requestScope()?.clientIp ?? null,
  });
  return { token, setCookie: serializeCookie(request, token, SESSION_ABSOLUTE_MS / 1000) };
}

/**
 * Signs a user in with a fresh session id: the request's old session (if any) and the user's
 * expired sessions are deleted first, so a planted session id never survives sign-in.
 */
export async function rotateSession(
  request: Request,
  userId: number,
  options: { now?: Date } = {},
): Promise<{ token: string; setCookie: string }> {
  const now = options.now ?? new Date();
  const oldToken = readSessionToken(request);
  return db().transaction(async (tx) => {
    if (oldToken) await tx.delete(sessions).where(eq(sessions.id, hashToken(oldToken)));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), sessionEnded(now)));
    return createSession(request, userId, { now, executor: tx });
  });
}

/** The staff user of a live session token (not idle for 2 h, not older than 12 h), refreshing lastSeenAt. */
export async function staffForToken(token: string, options: { now?: Date } = {}): Promise<Staff | null> {
  const now = options.now ?? new Date();
  const id = hashToken(token);
  const [row] = await db()
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      totpEnabledAt: staffUsers.totpEnabledAt,
      lastSeenAt: sessions.lastSeenAt,
      reauthenticatedAt: sessions.reauthenticatedAt,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        eq(staffUsers.isActive, true),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db().update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    twoFactor: row.totpEnabledAt !== null,
    sessionId: id,
    reauthenticatedAt: row.reauthenticatedAt,
  };
}

/** The signed-in staff user of a request, or null. */
export async function getStaffFromRequest(request: Request): Promise<Staff | null> {
  const token = readSessionToken(request);
  return token ? staffForToken(token) : null;
}

/**
 * The signed-in member of a request, whatever their role: the Origin check, then the session check (a
 * page request without a live session redirects to /admin/login, anything else gets 401). Only the
 * back-office layout uses it directly; every screen's loader and action calls requireStaff.
 */
export async function requireSession(request: Request): Promise<Staff> {
  assertSameOrigin(request);
  const staff = await getStaffFromRequest(request);
  if (staff) {
    const scope = requestScope();
    if (scope) scope.staff = { id: staff.id, email: staff.email };
    return staff;
  }
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD") throw redirect("/admin/login");
  throw new Response("Sign-in required", { status: 401, headers: { "Cache-Control": "no-store" } });
}

/** A 403 answer with a message a member can act on. */
export function forbidden(message = FORBIDDEN_PAGE_MESSAGE): Response {
  return new Response(message, {
    status: 403,
    headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * Guard for every /admin loader and action (except sign-in): requireSession, then the role the route
 * needs (ADMIN_ROUTE_ACCESS in app/lib/staff/roles.ts, looked up by the request's path, so a route never
 * names its own rule and an undeclared one is for Administrators only). A refused role gets 403.
 */
export async function requireStaff(request: Request): Promise<Staff> {
  const staff = await requireSession(request);
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  if (!roleAllows(staff.role, requiredRole(pathname))) throw forbidden();
  return staff;
}

/** The live sessions of a member, most recently seen first. */
export async function listSessionsOf(userId: number, now: Date = new Date()) {
  return db()
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends one session of a member (only their own); true when there was one. */
export async function endSession(userId: number, sessionId: string, executor: Executor = db()) {
  const rows = await executor
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of a member but `keepSessionId` (all of them without it); returns how many. */
export async function endSessionsOf(
  userId: number,
  options: { keepSessionId?: string; executor?: Executor } = {},
): Promise<number> {
  const rows = await (options.executor ?? db())
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        options.keepSessionId ? ne(sessions.id, options.keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Deletes the request's session; returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const token = readSessionToken(request);
  if (token)
    await db()
      .delete(sessions)
      .where(eq(sessions.id, hashToken(token)));
  return serializeCookie(request, "", 0);
}
