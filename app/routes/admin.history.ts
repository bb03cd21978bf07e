import { data } from "react-router";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import { discardDraft, getDraft, publishDraft, saveDraft } from "#server/history/drafts";
import { previewPath } from "#server/history/preview";
import { restoreRevision } from "#server/history/restore";
import { listRevisions } from "#server/history/revisions";
import { showChange } from "#server/history/shown";
import {
  draftFormSchema,
  draftTargetSchema,
  historyTargetSchema,
  isDraftType,
  type RecordHistory,
  restoreSchema,
  revisionAuthor,
  type ShownRevision,
} from "~/lib/schemas/history";
import type { Route } from "./+types/admin.history";

/**
 * GET /admin/history?type=products&id=4: a record's revisions (newest first, with their changes as the
 * History panel shows them) and its draft, if any; answered like a full row (useFullRow).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const query = historyTargetSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return data({ ok: false as const, item: null }, { status: 404 });
  const { type, id } = query.data;
  const [rows, draft, path] = await Promise.all([
    listRevisions(type, id),
    isDraftType(type) ? getDraft(type, id) : null,
    isDraftType(type) ? previewPath(type, id) : null,
  ]);
  const revisions: ShownRevision[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    by: row.staffName || row.staffEmail || revisionAuthor(row.action),
    restoredFrom: row.restoredFrom,
    changes: row.changes.map(showChange),
  }));
  const item: RecordHistory = {
    revisions,
    draft: draft && {
      values: draft.values,
      version: draft.version,
      savedAt: draft.updatedAt.toISOString(),
      by: draft.staffName || draft.staffEmail || "Unknown",
    },
    previewable: path !== null,
  };
  return { ok: true as const, item };
}

/** Restore a revision; save, publish or discard a draft. Each writes its audit entry in its own transaction. */
export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    restore: intent({
      audit: "domain",
      schema: restoreSchema,
      failure: "Failed to restore this version",
      run: async ({ type, id, revisionId }) => {
        await restoreRevision(type, id, revisionId);
        return "Version restored";
      },
    }),
    saveDraft: intent({
      audit: "domain",
      schema: draftFormSchema,
      failure: "Failed to save draft",
      run: async ({ type, id, values }) => {
        await saveDraft(type, id, values);
        return "Draft saved: the public page is unchanged";
      },
    }),
    publish: intent({
      audit: "domain",
      schema: draftFormSchema,
      failure: "Failed to publish draft",
      run: async ({ type, id, values }) => {
        await publishDraft(type, id, values);
        return "Draft published";
      },
    }),
    discardDraft: intent({
      audit: "domain",
      schema: draftTargetSchema,
      failure: "Failed to discard draft",
      run: async ({ type, id }) => {
        await discardDraft(type, id);
        return "Draft discarded";
      },
    }),
  });
}
