import clsx from "clsx";

/** The Active / Inactive badge of a table row. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={clsx(
        "inline-flex rounded-full px-2 py-0.5 font-medium text-xs",
        status === "Active" ? "bg-green-100 text-green-800" : "bg-gray-200 text-gray-800",
      )}
    >
      {status}
    </span>
  );
}
