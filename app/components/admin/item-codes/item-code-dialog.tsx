import { X } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { dialogMode, type EntityActionResult, EntityFormDialog } from "~/components/admin/entity-form";
import { UploadProgress, useUploadProgress } from "~/components/admin/file-upload";
import { uploadFailureReason } from "~/components/admin/product-files";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { type ItemCodeForm, itemCodeFormSchema } from "~/lib/schemas/catalog";

/** An item code as the dialog edits it: its form values and id. */
export type ItemCodeRow = ItemCodeForm & { id: number };

/** The technical fields of the form: name, label and whether it is a multi-line box. */
const FIELDS = [
  { name: "composition", label: "Composition" },
  { name: "type", label: "Type" },
  { name: "denier", label: "Denier" },
  { name: "length", label: "Length" },
  { name: "netWeight", label: "Net Weight" },
  { name: "grossWeight", label: "Gross Weight" },
  { name: "countryOfOrigin", label: "Country of Origin" },
  { name: "bleaching", label: "Bleaching" },
  { name: "ironing", label: "Ironing" },
  { name: "washingTemperature", label: "Washing Temperature" },
  { name: "otherInformation", label: "Other Information", long: true },
  { name: "otherTechnicalInfo", label: "Other Technical Info", long: true },
] as const satisfies readonly { name: keyof ItemCodeForm; label: string; long?: boolean }[];

/** The form's starting values: the edited code's, or the product chosen in the screen's filter. */
function valuesOf(itemCode: ItemCodeRow | null, productId: number | null) {
  const values: Record<string, string> = { productId: String(itemCode?.productId ?? productId ?? "") };
  if (!itemCode) return values;
  values.itemCode = itemCode.itemCode;
  for (const { name } of FIELDS) values[name] = itemCode[name] ?? "";
  return values;
}

/** The Add Item Code / Edit Item Code dialog; a chosen image is uploaded first, then the form posts. */
export function ItemCodeDialog({
  itemCode,
  products,
  defaultProductId,
  onClose,
}: {
  itemCode: ItemCodeRow | null;
  products: { value: string; label: string }[];
  defaultProductId: number | null;
  onClose: () => void;
}) {
  const baseId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [imageUrl, setImageUrl] = useState(itemCode?.imageUrl ?? "");
  const [uploading, setUploading] = useState(false);
  const { progress, upload } = useUploadProgress();
  const [error, setError] = useState<string | null>(null);
  const field = (name: string) => `${baseId}-${name}`;

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };
  const onResult = useCallback((result: EntityActionResult) => setError(result.ok ? null : result.error), []);

  /** Uploads the chosen image before the save; a failed upload stops it. */
  const prepare = async (form: FormData) => {
    setError(null);
    const file = fileRef.current?.files?.[0];
    if (!file) return form;
    setUploading(true);
    try {
      const stored = await upload(file, { folder: "item-code-images", accept: "image" });
      form.set("imageUrl", stored.url);
      setImageUrl(stored.url);
      if (fileRef.current) fileRef.current.value = "";
      return form;
    } catch (failure) {
      fail(`Image upload failed: ${uploadFailureReason(failure)}`);
      return null;
    } finally {
      setUploading(false);
    }
  };

  return (
    <EntityFormDialog
      schema={itemCodeFormSchema}
      {...dialogMode(itemCode, "Item Code")}
      size="lg"
      defaultValue={valuesOf(itemCode, defaultProductId)}
      onClose={onClose}
      pending={uploading ? "Uploading..." : null}
      onInvalid={fail}
      onResult={onResult}
      prepare={prepare}
      alert={error ? { message: error } : null}
    >
      {(fields) => (
        <>
          <input type="hidden" name="imageUrl" value={imageUrl} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              meta={fields.productId}
              label="Product"
              options={[{ value: "", label: "Select a product" }, ...products]}
            />
            <TextField meta={fields.itemCode} label="Item Code" />
            {FIELDS.map(({ name, label, ...rest }) =>
              "long" in rest ? (
                <TextAreaField key={name} meta={fields[name]} label={label} className="sm:col-span-2" />
              ) : (
                <TextField key={name} meta={fields[name]} label={label} />
              ),
            )}
          </div>
          <div>
            <label htmlFor={field("image")} className="block font-medium text-sm">
              Image (optional)
            </label>
            {imageUrl && (
              <div className="mt-2 flex items-center gap-3 rounded-md border border-gray-200 p-2">
                <img src={imageUrl} alt="" className="size-12 rounded object-cover" />
                <span className="min-w-0 flex-1 truncate text-sm">{imageUrl.split("/").pop()}</span>
                <Button size="sm" variant="ghost" aria-label="Remove image" onClick={() => setImageUrl("")}>
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </div>
            )}
            <input
              ref={fileRef}
              id={field("image")}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              aria-describedby={field("imageHint")}
              className="mt-2 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-surface file:px-3 file:py-1.5 file:text-sm hover:file:bg-gray-50"
            />
            <p id={field("imageHint")} className="mt-1 text-gray-600 text-xs">
              JPEG, PNG, WebP or GIF, up to 5 MB. Uploaded when you save.
            </p>
            <UploadProgress progress={progress} />
          </div>
        </>
      )}
    </EntityFormDialog>
  );
}
