/** The page a draft's preview link answers when it cannot show the draft (server/http/preview-gate.ts). */
export const preview = {
  "preview.invalid.title": "This preview link is not valid",
  "preview.invalid.body":
    "Check that the whole link was copied, or open the preview again from the back office.",
  "preview.expired.title": "This preview link has expired",
  "preview.expired.body": "Preview links work for one hour. Open the preview again from the back office.",
  "preview.revoked.title": "This preview link no longer works",
  "preview.revoked.body":
    "The staff member who made it has signed out. Open the preview again from the back office.",
  "preview.gone.title": "This draft is no longer available",
  "preview.gone.body":
    "It has been published or discarded, or changed since this link was made. Open the preview again from the back office.",
} as const;
