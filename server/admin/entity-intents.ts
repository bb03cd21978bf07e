import { z } from "zod";
import { idSchema, orderedIdsSchema } from "~/lib/schemas/ids";
import { STATUSES, type Status } from "~/lib/schemas/status";
import { type IntentHandler, intent } from "./action";

/** What an entity screen's action does for each of its usual intents. */
export type EntityWrites<S extends z.ZodObject> = {
  /** The add/edit form's schema (the update intent adds the row id). */
  schema: S;
  /** The message of a failed create or update ("Failed to save gallery item"), or one for each. */
  saveFailure: string | { create: string; update: string };
  create: (input: z.infer<S>) => Promise<unknown>;
  update: (id: number, input: z.infer<S>) => Promise<unknown>;
  /** Deletes (moves to Trash); may answer the record's name for the audit log. */
  remove: (id: number) => Promise<unknown>;
  /** Activate/Deactivate (the "status" intent). */
  setStatus?: (id: number, status: Status) => Promise<unknown>;
  /** Saves the dragged order (the "reorder" intent), with the screen's success and failure messages. */
  reorder?: { save: (ids: number[]) => Promise<unknown>; success: string; failure: string };
  /**
   * The intents whose writers record themselves in the audit log, in their own transaction (with a
   * revision: HISTORY_INTENTS); adminAction records the others once they succeed.
   */
  recordedByWriters?: readonly EntityIntent[];
};

type EntityIntent = "create" | "update" | "delete" | "status" | "reorder";

/** The intents whose writers keep a revision and record the audit entry with it (server/history). */
export const HISTORY_INTENTS: readonly EntityIntent[] = ["create", "update", "status", "reorder"];

/**
 * The create, update, delete, status and reorder intents of an entity screen (what EntityScreen and
 * EntityFormDialog post), with messages named after the entity: `entityIntents("Gallery item", …)`
 * answers "Gallery item created successfully", "Failed to delete gallery item" and so on.
 */
export function entityIntents<S extends z.ZodObject>(
  entity: string,
  writes: EntityWrites<S>,
): Record<string, IntentHandler> {
  const noun = entity.toLowerCase();
  const failure =
    typeof writes.saveFailure === "string"
      ? { create: writes.saveFailure, update: writes.saveFailure }
      : writes.saveFailure;
  const handlers: Record<string, IntentHandler> = {
    create: intent({
      schema: writes.schema,
      failure: failure.create,
      run: async (input) => {
        const created = await writes.create(input);
        const message = `${entity} created successfully`;
        return typeof created === "number" ? { message, recordId: created } : message;
      },
    }),
    update: intent({
      schema: writes.schema.extend(idSchema.shape),
      failure: failure.update,
      run: async (input) => {
        // zod cannot follow the id that extend() adds to a generic schema.
        const { id, ...fields } = input as z.infer<S> & { id: number };
        await writes.update(id, fields as z.infer<S>);
        return `${entity} updated successfully`;
      },
    }),
    delete: intent({
      schema: idSchema,
      failure: `Failed to delete ${noun}`,
      run: async ({ id }) => {
        const removed = await writes.remove(id);
        const message = `${entity} deleted successfully`;
        return typeof removed === "string" ? { message, label: removed } : message;
      },
    }),
  };
  const { setStatus, reorder } = writes;
  if (setStatus) {
    handlers.status = intent({
      schema: idSchema.extend({ status: z.enum(STATUSES) }),
      failure: `Failed to update ${noun} status`,
      run: async ({ id, status }) => {
        await setStatus(id, status);
        return `${entity} ${status === "Active" ? "activated" : "deactivated"} successfully`;
      },
    });
  }
  if (reorder) {
    handlers.reorder = intent({
      schema: orderedIdsSchema,
      failure: reorder.failure,
      run: async ({ ids }) => {
        await reorder.save(ids);
        return reorder.success;
      },
    });
  }
  for (const name of writes.recordedByWriters ?? []) {
    const handler = handlers[name];
    if (handler) handlers[name] = { ...handler, audit: "domain" };
  }
  return handlers;
}
