// npm run admin:create -- --email you@example.com --password '…' [--role editor] [--name 'Ada']: creates a
// staff user (an Administrator unless --role editor) or resets its password, role and activation.
import "../server/load-env";
import { parseArgs } from "node:util";
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "../app/lib/schemas/staff";
import { STAFF_ROLES } from "../app/lib/staff/roles";
import { passwordProblem } from "../server/auth/password-policy";
import { upsertStaffUser } from "../server/auth/staff";
import { migrateDatabase, setProcessDatabase } from "../server/db/client";
import { openConfiguredDatabase } from "../server/services";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string", default: "administrator" },
    name: { type: "string" },
  },
});
const input = z
  .object({
    email: z.email("--email must be a valid e-mail address"),
    password: z
      .string()
      .min(PASSWORD_MIN, `--password must have at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `--password must have at most ${PASSWORD_MAX} characters`),
    role: z.enum(STAFF_ROLES, { error: "--role must be administrator or editor" }),
    name: z.string().trim().min(1).max(100).optional(),
  })
  .safeParse(values);
if (!input.success) {
  console.error(
    `Usage: npm run admin:create -- --email you@example.com --password 'at least ${PASSWORD_MIN} characters' [--role administrator|editor] [--name 'Full Name']`,
  );
  console.error(input.error.issues.map((issue) => issue.message).join("\n"));
  process.exit(2);
}
const refused = await passwordProblem(input.data.password, input.data.email);
if (refused) {
  console.error(`--password refused: ${refused}.`);
  process.exit(2);
}

const handle = await openConfiguredDatabase();
try {
  await migrateDatabase(handle);
  setProcessDatabase(handle);
  const { email, password, role, name } = input.data;
  const result = await upsertStaffUser(email, password, undefined, { role, name });
  const label = role === "administrator" ? "Administrator" : "Editor";
  console.log(result.created ? `${label} ${email} created.` : `Password of ${email} reset (now ${label}).`);
} finally {
  await handle.close();
}
