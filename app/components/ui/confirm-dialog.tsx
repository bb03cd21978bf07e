import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, e.g. "This action cannot be undone." */
  description: ReactNode;
  /** Label of the destructive button; "Delete" by default. */
  confirmLabel?: string;
  /** Label of the safe button (focused first); "Cancel" by default. */
  cancelLabel?: string;
  /** True while the deletion runs: the buttons are disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Confirmation before every delete: title, text, Cancel and Delete. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-gray-700 text-sm">{description}</div>
    </Dialog>
  );
}
