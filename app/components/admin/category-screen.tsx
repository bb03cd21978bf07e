import type { ReactNode } from "react";
import type { z } from "zod";
import { TextField } from "~/components/ui/field";
import type { HistoryType } from "~/lib/schemas/history";
import { nameColumn } from "./columns";
import type { DataTableColumn } from "./data-table";
import { dialogMode, type EntityFields, EntityFormDialog, type EntityValues } from "./entity-form";
import { EntityScreen } from "./entity-screen";

/** What every category row carries, whatever it groups. */
export interface CategoryRow {
  id: number;
  name: string;
  displayOrder: number | null;
  createdAt: string | Date;
}

/** The texts and the parts that differ between one category screen and another. */
export interface CategoryScreenProps<T extends CategoryRow> {
  categories: T[];
  /** The form's schema, as the action runs it. */
  schema: z.ZodObject;
  title: string;
  description: string;
  tableLabel: string;
  searchPlaceholder: string;
  /** Columns shown between Name and Created (a description, a count of what is in the category). */
  columns: DataTableColumn<T>[];
  deleteTitle: string;
  deleteDescription: (category: T) => ReactNode;
  /** The title of the dialog for a new category (the edit dialog is always Edit Category). */
  createTitle: string;
  /** The form's fields after Name. */
  extraFields: (fields: EntityFields) => ReactNode;
  /** An edited category's values of the extra fields. */
  values: (category: T) => EntityValues;
  /** Which history the categories keep (decision 019). */
  history: HistoryType;
}

/** The ordered category table (Order, Name, the screen's columns, Created), its dialog and delete. */
export function CategoryScreen<T extends CategoryRow>(props: CategoryScreenProps<T>) {
  const columns: DataTableColumn<T>[] = [
    { id: "displayOrder", header: "Order", value: (c) => c.displayOrder, kind: "number", className: "w-20" },
    nameColumn((c) => c.name),
    ...props.columns,
    {
      id: "createdAt",
      header: "Created",
      value: (c) => new Date(c.createdAt).toISOString().slice(0, 10),
      className: "w-28 tabular-nums",
    },
  ];
  return (
    <EntityScreen
      title={props.title}
      description={props.description}
      rows={props.categories}
      newLabel="New Category"
      table={{
        label: props.tableLabel,
        columns,
        searchColumn: "name",
        searchPlaceholder: props.searchPlaceholder,
        loadingText: "Loading categories...",
      }}
      rowName={(c) => c.name}
      history={{ type: props.history }}
      reorder
      remove={{ title: props.deleteTitle, description: props.deleteDescription }}
      dialog={(category, close) => (
        <EntityFormDialog
          schema={props.schema}
          {...dialogMode(category, "Category", props.createTitle)}
          defaultValue={category ? { name: category.name, ...props.values(category) } : undefined}
          onClose={close}
        >
          {(fields) => (
            <>
              <TextField meta={fields.name} label="Name" />
              {props.extraFields(fields)}
            </>
          )}
        </EntityFormDialog>
      )}
    />
  );
}
