// Issue 33's account findings, attacked on a production build: each test is named after the finding it
// closes and fails on the tree before the fix.
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { ADMIN, copyTemplate, decodeData, freePort, signIn, startServer, type TestServer } from "./support";

let server: TestServer;
let origin: string;

beforeAll(async () => {
  const dir = copyTemplate(inject("templateDir"), "security-accounts-");
  server = await startServer({ dataDir: dir, port: await freePort() });
  origin = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.stop();
});

const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
const newSecret = () => new Secret({ size: 20 }).base32;

type Answer = {
  status: number;
  text: string;
  value: unknown;
  retryAfter: string | null;
  setCookie: string | null;
};

/** Posts a form as a browser's fetcher would (the `.data` request), with a cookie. */
async function post(path: string, form: Record<string, string>, cookie = ""): Promise<Answer> {
  const response = await fetch(`${server.url}${path}.data`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: origin },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  const copy = response.clone();
  return {
    status: response.status,
    text: await response.text(),
    value: await decodeData(copy).catch(() => undefined),
    retryAfter: response.headers.get("retry-after"),
    setCookie: response.headers.get("set-cookie")?.split(";")[0] ?? null,
  };
}

/** A temporary password or sign-in link of a new Editor, as the Staff screen reveals it once. */
async function addEditor(admin: string, email: string, method: "password" | "link"): Promise<string> {
  const added = await post(
    "/admin/staff",
    {
      intent: "create",
      name: "Policy Editor",
      email,
      role: "editor",
      method,
      currentPassword: ADMIN.password,
    },
    admin,
  );
  expect(added.status, added.text.slice(0, 300)).toBe(200);
  const reveal = find(added.value, (item) => typeof item === "object" && item !== null && "kind" in item) as
    | { kind: string; password?: string; url?: string }
    | undefined;
  const value = method === "password" ? reveal?.password : reveal?.url;
  if (!value) throw new Error(`no credential in ${JSON.stringify(added.value)}`);
  return value;
}

/** The first value inside `value` (depth first) that `match` accepts. */
function find(value: unknown, match: (item: unknown) => boolean): unknown {
  if (match(value)) return value;
  if (typeof value !== "object" || value === null) return undefined;
  for (const item of Object.values(value)) {
    const found = find(item, match);
    if (found !== undefined) return found;
  }
  return undefined;
}

it("finding 1: a stolen session cannot replace two-factor (or turn it on again) without the password", async () => {
  const owner = await signIn(server);
  const thief = await signIn(server);
  const secret = newSecret();
  // The owner turns it on, with the password: the step-up asks for it even of a fresh sign-in.
  const bare = await post(
    "/admin/account",
    { intent: "enableTwoFactor", secret, code: codeOf(secret) },
    owner,
  );
  expect(bare.status).toBe(403);
  expect(bare.text).toContain("Please confirm your password to continue");
  const on = await post(
    "/admin/account",
    { intent: "enableTwoFactor", secret, code: codeOf(secret), currentPassword: ADMIN.password },
    owner,
  );
  expect(on.status, on.text.slice(0, 300)).toBe(200);

  // The thief's own authenticator, by either door: refused, and nothing changes.
  const theirs = newSecret();
  const replace = await post(
    "/admin/account",
    { intent: "replaceTwoFactor", secret: theirs, code: codeOf(theirs) },
    thief,
  );
  expect(replace.status).toBe(403);
  const enableAgain = await post(
    "/admin/account",
    { intent: "enableTwoFactor", secret: theirs, code: codeOf(theirs) },
    thief,
  );
  expect(enableAgain.status).toBe(403);
  const guessed = await post(
    "/admin/account",
    { intent: "enableTwoFactor", secret: theirs, code: codeOf(theirs), currentPassword: ADMIN.password },
    thief,
  );
  expect(guessed.status).toBe(409);

  // The owner's app still signs in.
  const pending = await post("/admin/login", { email: ADMIN.email, password: ADMIN.password });
  expect(pending.setCookie).toBeTruthy();
  const signedIn = await post("/admin/login/two-factor", { code: codeOf(secret, 1) }, pending.setCookie!);
  expect(signedIn.status, signedIn.text.slice(0, 200)).toBe(200);

  // Back to the template's state for the other tests: off, with the password.
  const off = await post(
    "/admin/account",
    { intent: "disableTwoFactor", currentPassword: ADMIN.password },
    owner,
  );
  expect(off.status, off.text.slice(0, 200)).toBe(200);
});

it("finding 3: weak passwords are refused at first sign-in, with a sign-in link and on My account", async () => {
  const admin = await signIn(server);
  const weak = ["aaaaaaaaaaaa", "password1234", "Password2024!"];

  const mine = await post(
    "/admin/account",
    {
      intent: "password",
      currentPassword: ADMIN.password,
      password: "e2e-admin@example.com",
      confirmPassword: "e2e-admin@example.com",
    },
    admin,
  );
  expect(mine.status).toBe(400);
  expect(mine.text).toContain("Password must not contain your e-mail address");
  for (const password of weak) {
    const answer = await post(
      "/admin/account",
      { intent: "password", currentPassword: ADMIN.password, password, confirmPassword: password },
      admin,
    );
    expect(answer.status, password).toBe(400);
  }

  const email = "first-policy@example.com";
  const temporary = await addEditor(admin, email, "password");
  const step = await post("/admin/login", { email, password: temporary });
  expect(step.setCookie, step.text.slice(0, 200)).toBeTruthy();
  for (const password of [...weak, "first-policy-2026"]) {
    const refused = await post(
      "/admin/login/password",
      { password, confirmPassword: password },
      step.setCookie!,
    );
    expect(refused.status, password).toBe(400);
  }
  const chosen = await post(
    "/admin/login/password",
    { password: "gilt spool under lamplight", confirmPassword: "gilt spool under lamplight" },
    step.setCookie!,
  );
  expect(chosen.status, chosen.text.slice(0, 200)).toBe(200);

  const link = new URL(await addEditor(admin, "link-policy@example.com", "link")).pathname;
  const tooCommon = await post(link, { password: "password1234", confirmPassword: "password1234" });
  expect(tooCommon.status).toBe(400);
  expect(tooCommon.text).toContain("Password is too common: choose one that is harder to guess");
  // The refusal did not spend the link.
  const good = await post(link, { password: "copper weft at dusk", confirmPassword: "copper weft at dusk" });
  expect(good.status, good.text.slice(0, 200)).toBe(200);
});

it("finding 9: sensitive staff changes need re-authentication (promoting an Editor, one's own sign-in e-mail)", async () => {
  const admin = await signIn(server);
  const email = "promote-me@example.com";
  await addEditor(admin, email, "link");
  // A fresh session: the confirmation made by addEditor belongs to the other one.
  const fresh = await signIn(server);
  const members = async () => {
    const value = await decodeData(
      await fetch(`${server.url}/admin/staff.data`, { headers: { Cookie: fresh } }),
    );
    const loader = find(value, (item) => typeof item === "object" && item !== null && "selfId" in item) as {
      selfId: number;
      members: { id: number; email: string; role: string }[];
    };
    return loader;
  };
  const before = await members();
  const editorId = String(before.members.find((member) => member.email === email)?.id);
  const selfId = String(before.selfId);
  const promote = await post(
    "/admin/staff",
    { intent: "update", id: editorId!, name: "Policy Editor", email, role: "administrator" },
    fresh,
  );
  expect(promote.status).toBe(403);
  expect(promote.text).toContain("Please confirm your password to continue");
  const ownEmail = await post(
    "/admin/staff",
    {
      intent: "update",
      id: selfId!,
      name: "Administrator",
      email: "taken-over@example.com",
      role: "administrator",
    },
    fresh,
  );
  expect(ownEmail.status).toBe(403);
  const after = (await members()).members;
  expect(after.find((member) => member.id === Number(selfId))?.email).toBe(ADMIN.email);
  expect(after.find((member) => member.email === email)?.role).toBe("editor");
});

it("finding 4: current-password guessing is throttled, with growing delays and Retry-After", async () => {
  const admin = await signIn(server);
  const started = Date.now();
  for (let i = 0; i < 5; i++) {
    const wrong = await post(
      "/admin/account",
      {
        intent: "password",
        currentPassword: `guess-${i}-password`,
        password: "new gilt password",
        confirmPassword: "new gilt password",
      },
      admin,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Current password is incorrect");
  }
  expect(Date.now() - started, "delays of 0.25, 0.5 and 1 s after the third failure").toBeGreaterThanOrEqual(
    1700,
  );
  const locked = await post(
    "/admin/account",
    {
      intent: "password",
      currentPassword: ADMIN.password,
      password: "new gilt password",
      confirmPassword: "new gilt password",
    },
    admin,
  );
  expect(locked.status).toBe(429);
  expect(Number(locked.retryAfter)).toBeGreaterThan(60);
  expect(locked.text).toContain("Too many attempts.");
  // The password did not change: the next sign-in still takes it.
  expect(await signIn(server)).toBeTruthy();
});
