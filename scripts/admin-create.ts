// npm run admin:create -- --email you@example.com --password '…': creates a staff user or resets its password.
import "../server/load-env";
import { parseArgs } from "node:util";
import { z } from "zod";
import { upsertStaffUser } from "../server/auth/staff";
import { migrateDatabase, setProcessDatabase } from "../server/db/client";
import { openConfiguredDatabase } from "../server/services";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
const input = z
  .object({
    email: z.email("--email must be a valid e-mail address"),
    password: z.string().min(10, "--password must have at least 10 characters"),
  })
  .safeParse(values);
if (!input.success) {
  console.error(`Usage: npm run admin:create -- --email you@example.com --password 'at least 10 characters'`);
  console.error(input.error.issues.map((issue) => issue.message).join("\n"));
  process.exit(2);
}

const handle = await openConfiguredDatabase();
try {
  await migrateDatabase(handle);
  setProcessDatabase(handle);
  const result = await upsertStaffUser(input.data.email, input.data.password);
  console.log(
    result.created ? `Staff user ${input.data.email} created.` : `Password of ${input.data.email} reset.`,
  );
} finally {
  await handle.close();
}
