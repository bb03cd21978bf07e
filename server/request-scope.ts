import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the server knows about the request being handled, reachable from any domain function without
 * passing it down: the client address (as TRUST_PROXY decides it) and, once the guard has checked the
 * session, the signed-in staff member. recordActivity reads it, so a writer records who did what.
 */
export type RequestScope = { clientIp: string; staff?: { id: number; email: string } };

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `next` (and everything it awaits) inside a request's scope. */
export function runInRequestScope<T>(scope: RequestScope, next: () => T): T {
  return storage.run(scope, next);
}

/** The scope of the request being handled, or undefined outside one (a script, a test calling a domain function). */
export function requestScope(): RequestScope | undefined {
  return storage.getStore();
}
