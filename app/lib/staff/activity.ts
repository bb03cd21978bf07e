/**
 * What an audit entry records (`audit_log.action`) with the words the Activity screen shows. Screen
 * intents ("create", "carouselReorder"…) are recorded under their own names and shown through
 * `activityActionLabel`.
 */
export const ACTIVITY_ACTIONS = {
  "sign-in": "Signed in",
  "sign-in.failed": "Sign-in failed",
  "sign-out": "Signed out",
  "two-factor.succeeded": "Two-factor code accepted",
  "two-factor.failed": "Two-factor code refused",
  "recovery-code.used": "Recovery code used",
  "password.changed": "Password changed",
  "name.changed": "Name changed",
  "two-factor.enabled": "Two-factor sign-in turned on",
  "two-factor.disabled": "Two-factor sign-in turned off",
  "recovery-codes.regenerated": "Recovery codes regenerated",
  "session.revoked": "Session signed out",
  "sessions.revoked": "Other sessions signed out",
  "staff.created": "Staff member added",
  "staff.role-changed": "Role changed",
  "staff.activated": "Staff member activated",
  "staff.deactivated": "Staff member deactivated",
  "staff.password-reset": "Password reset",
  "staff.deleted": "Staff member removed",
  "sign-in-link.used": "Sign-in link used",
  "two-factor.required": "Two-factor sign-in required for everyone",
  "two-factor.optional": "Two-factor sign-in made optional",
  "files.uploaded": "File uploaded",
  "files.deleted": "Stale files deleted",
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  status: "Status changed",
  reorder: "Reordered",
  save: "Saved",
  pin: "Pin changed",
  add: "Added",
  retry: "Delivery retried",
  handled: "Marked handled",
  restore: "Restored an earlier version",
  restoreFromTrash: "Restored from Trash",
  purge: "Deleted permanently",
  publishScheduled: "Published on schedule",
  unpublishScheduled: "Unpublished on schedule",
  saveDraft: "Draft saved",
  publish: "Draft published",
  discardDraft: "Draft discarded",
  removeImage: "Image removed",
} as const;

export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

/** The words for an action: its label, else its intent name spelt out ("carouselReorder" → "Carousel reorder"). */
export function activityActionLabel(action: string): string {
  if (Object.hasOwn(ACTIVITY_ACTIONS, action)) return ACTIVITY_ACTIONS[action as ActivityAction];
  const words = action.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A record type as the Activity screen names it: "gallery-items" → "Gallery items". */
export function recordTypeLabel(type: string): string {
  const words = type.replaceAll("-", " ").replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
