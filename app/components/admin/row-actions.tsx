import { ExternalLink, Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { Button, buttonClass } from "~/components/ui/button";

/**
 * The row actions of a publishable entity (products, gallery items): Preview in a new tab (when it
 * has a public address), Edit, Activate/Deactivate and Delete, each named after the row.
 */
export function PublishRowActions({
  name,
  previewHref,
  active,
  toggling,
  onEdit,
  onToggle,
  onDelete,
}: {
  name: string;
  previewHref: string | null;
  active: boolean;
  toggling: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
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
      <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${name}`} title="Edit">
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={toggling}
        onClick={onToggle}
        aria-label={`${active ? "Deactivate" : "Activate"} ${name}`}
        title={active ? "Deactivate" : "Activate"}
      >
        {active ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${name}`} title="Delete">
        <Trash2 aria-hidden="true" className="size-4 text-red-700" />
      </Button>
    </div>
  );
}
