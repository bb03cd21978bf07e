import { useCallback, useState } from "react";
import { dialogMode, type EntityActionResult, EntityFormDialog } from "~/components/admin/entity-form";
import { MediaField } from "~/components/admin/media-field";
import { productErrorBox } from "~/components/admin/media-upload";
import { NameSlugFields } from "~/components/admin/name-slug-fields";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import {
  type ScheduledRow,
  ScheduleFields,
  scheduleDefaults,
  useSiteTimeZone,
} from "~/components/admin/schedule";
import { CheckboxGroupField, SelectField, TextAreaField } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { type ProductForm, productFormSchema } from "~/lib/schemas/catalog";
import type { ScheduleForm } from "~/lib/schemas/schedule";
import { STATUSES } from "~/lib/schemas/status";

/** A product as the dialog edits it: its form values, its schedule and id. */
export type ProductRow = Omit<ProductForm, keyof ScheduleForm> & ScheduledRow & { id: number };

/**
 * The Error box text of a failed save: a rejected field's own message as is (the action answers it as
 * that field's error), any other failure through the spec's mapping ("Unexpected error: …").
 */
function errorBoxOf(result: EntityActionResult): string | null {
  if (result.ok) return null;
  const rejected = Object.values(result.fieldErrors ?? {}).includes(result.error);
  return rejected ? result.error : productErrorBox(result.error);
}

/**
 * The large Add Product / Edit Product dialog. The slug follows the name until it is edited; files
 * upload as soon as they are chosen ("Uploading..." holds the form), and failures fill the Error box.
 */
export function ProductDialog({
  product,
  categories,
  onClose,
}: {
  product: ProductRow | null;
  categories: { value: string; label: string }[];
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);

  const onUploadError = (reason: string) => setError(productErrorBox(reason));
  const onInvalid = (message: string) => {
    setError(message);
    toast.error(message);
  };
  const onResult = useCallback((result: EntityActionResult) => setError(errorBoxOf(result)), []);
  const timeZone = useSiteTimeZone();

  return (
    <EntityFormDialog
      schema={productFormSchema}
      {...dialogMode(product, "Product")}
      size="lg"
      defaultValue={{
        name: product?.name,
        slug: product?.slug,
        description: product?.description,
        status: product?.status ?? "Active",
        categoryIds: product?.categoryIds.map(String) ?? [],
        ...scheduleDefaults(product, timeZone),
      }}
      onClose={onClose}
      busyLabels={{ submitting: "Processing...", loading: "Saving..." }}
      onInvalid={onInvalid}
      onResult={onResult}
      alert={error ? { title: "Error", message: error } : null}
    >
      {(fields, form) => (
        <>
          <NameSlugFields
            name={fields.name}
            slug={fields.slug}
            hint={() => "URL-friendly version of the name"}
            check={form.validate}
          />
          <TextAreaField meta={fields.description} label="Description" />
          <RichTextEditor
            name="detailedDescription"
            label="Detailed Description"
            defaultValue={product?.detailedDescription}
            error={fields.detailedDescription.errors?.[0]}
          />
          <SelectField meta={fields.status} label="Status" options={STATUSES} className="max-w-xs" />
          <ScheduleFields publishAt={fields.publishAt} unpublishAt={fields.unpublishAt} />
          <div className="grid gap-4 sm:grid-cols-2">
            <MediaField
              name="imageUrl"
              label="Primary Image"
              folder="products"
              accept="image"
              defaultValue={product?.imageUrl}
              errorPrefix="Failed to upload product image"
              onError={onUploadError}
            />
            <MediaField
              name="cataloguePdf"
              label="Catalogue PDF"
              folder="pdf"
              accept="pdf"
              defaultValue={product?.cataloguePdf}
              errorPrefix="Failed to upload catalogue PDF"
              onError={onUploadError}
            />
          </div>
          <CheckboxGroupField
            meta={fields.categoryIds}
            label="Categories"
            options={categories}
            emptyText="No categories yet."
          />
          <MediaField
            name="images"
            label="Additional Images"
            hint="JPEG, PNG, WebP or GIF, up to 5 MB each. Shown in this order."
            folder="products"
            accept="image"
            multiple
            sortable
            altPrefix="Additional"
            defaultValue={product?.images.map((url) => ({ url }))}
            errorPrefix="Failed to upload product image"
            onError={onUploadError}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
