import { nameColumn } from "~/components/admin/columns";
import type { DataTableColumn } from "~/components/admin/data-table";
import { StatusBadge } from "~/components/admin/status-badge";
import { ROLE_LABELS } from "~/lib/staff/roles";
import { formatTimestamp } from "~/lib/timestamp";

/** A row of the Staff screen's list, as its loader answers it (dates as ISO strings once serialised). */
type StaffListRow = {
  id: number;
  name: string;
  email: string;
  role: keyof typeof ROLE_LABELS;
  isActive: boolean;
  twoFactor: boolean;
  lastLoginAt: string | Date | null;
  mustChangePassword: boolean;
  linkPending: boolean;
};

/** The Staff screen's columns: name, e-mail, role, two-factor, last sign-in, status. */
type Member = StaffListRow;

export const STAFF_COLUMNS: DataTableColumn<Member>[] = [
  nameColumn((m) => m.name),
  { id: "email", header: "Email", value: (m) => m.email },
  { id: "role", header: "Role", value: (m) => ROLE_LABELS[m.role] },
  {
    id: "twoFactor",
    header: "Two-factor",
    value: (m) => (m.twoFactor ? "On" : "Off"),
    cell: (m) => (
      <span className={m.twoFactor ? "text-green-800" : "text-gray-600"}>{m.twoFactor ? "On" : "Off"}</span>
    ),
  },
  {
    id: "lastLoginAt",
    header: "Last sign-in",
    value: (m) => (m.lastLoginAt ? new Date(m.lastLoginAt).toISOString() : ""),
    cell: (m) =>
      m.lastLoginAt
        ? formatTimestamp(m.lastLoginAt)
        : m.linkPending
          ? "Link sent, not used"
          : m.mustChangePassword
            ? "Not yet (temporary password)"
            : "Never",
  },
  {
    id: "status",
    header: "Status",
    value: (m) => (m.isActive ? "Active" : "Inactive"),
    cell: (m) => <StatusBadge status={m.isActive ? "Active" : "Inactive"} />,
  },
];
