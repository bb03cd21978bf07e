import { useRouteLoaderData } from "react-router";
import { type FieldMeta, TextField } from "~/components/ui/field";

/** How long before the confirmation runs out the field shows again, so a slow form is not refused. */
const MARGIN_MS = 30_000;

/**
 * "Your current password" in the form of a sensitive change (server/auth/step-up.ts): posted as
 * `currentPassword`, it may also be a code from the member's authenticator app. Hidden while the session
 * confirmed one in the last few minutes (the layout's `confirmedUntil`), shown again when the server
 * asks for it (an error on the field).
 */
export function StepUpField({ meta, hint }: { meta: FieldMeta; hint?: string }) {
  const layout = useRouteLoaderData<{ confirmedUntil: string | null }>("routes/admin");
  const until = layout?.confirmedUntil ? Date.parse(layout.confirmedUntil) : 0;
  if (until - MARGIN_MS > Date.now() && !meta.errors?.length) return null;
  return (
    <TextField
      meta={meta}
      type="password"
      label="Your current password"
      autoComplete="current-password"
      hint={hint ?? "Needed for this change: your password, or a code from your authenticator app."}
    />
  );
}
