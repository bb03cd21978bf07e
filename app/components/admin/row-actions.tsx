import { ExternalLink, Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button, buttonClass } from "~/components/ui/button";

/** Activate/Deactivate for a row that can be published or hidden. */
type Toggle = { active: boolean; busy: boolean; onToggle: () => void };

/**
 * The row actions of an admin table, each named after the row: Preview in a new tab (when the row
 * has a public address), Edit, Activate/Deactivate (when it can be hidden), the screen's own, and Delete.
 */
export function RowActions({
  name,
  previewHref,
  toggle,
  extra,
  onEdit,
  onDelete,
}: {
  name: string;
  previewHref?: string | null;
  toggle?: Toggle;
  /** Further actions of the screen (e.g. Pin), before Delete. */
  extra?: ReactNode;
  /** Without it there is no Edit button (a list that is not edited, such as Trash). */
  onEdit?: () => void;
  /** Without it there is no Delete button (a role that may not delete). */
  onDelete?: () => void;
}) {
  return (
    <div className="inline-flex gap-1">
      {previewHref && (
        <a
          href={previewHref}
          target="_blank"
          rel="noreferrer"
          aria-label={`Preview ${name} (opens in a new tab)`}
          title="Preview"
          className={buttonClass("ghost", "sm")}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      )}
      {onEdit && (
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${name}`} title="Edit">
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      )}
      {toggle && (
        <Button
          size="sm"
          variant="ghost"
          disabled={toggle.busy}
          onClick={toggle.onToggle}
          aria-label={`${toggle.active ? "Deactivate" : "Activate"} ${name}`}
          title={toggle.active ? "Deactivate" : "Activate"}
        >
          {toggle.active ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </Button>
      )}
      {extra}
      {onDelete && (
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${name}`} title="Delete">
          <Trash2 aria-hidden="true" className="size-4 text-red-700" />
        </Button>
      )}
    </div>
  );
}
