import { useCallback, useState } from "react";
import { dialogMode, type EntityActionResult, EntityFormDialog } from "~/components/admin/entity-form";
import { MediaField } from "~/components/admin/media-field";
import { type FieldMeta, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { normaliseHex } from "~/lib/colour";
import { ITEM_CODE_FIELDS as FIELDS, type ItemCodeForm, itemCodeFormSchema } from "~/lib/schemas/catalog";

/** An item code as the dialog edits it: its form values and id. */
export type ItemCodeRow = ItemCodeForm & { id: number };

/** The form's starting values: the edited code's, or the product chosen in the screen's filter. */
function valuesOf(itemCode: ItemCodeRow | null, productId: number | null) {
  const values: Record<string, string> = { productId: String(itemCode?.productId ?? productId ?? "") };
  if (!itemCode) return values;
  values.itemCode = itemCode.itemCode;
  values.colourHex = itemCode.colourHex ?? "";
  values.colourName = itemCode.colourName ?? "";
  for (const { name } of FIELDS) values[name] = itemCode[name] ?? "";
  return values;
}

/** The colour as a hex field with the browser's colour picker beside it; either one sets the other. */
function ColourField({ meta }: { meta: FieldMeta }) {
  const [hex, setHex] = useState(typeof meta.initialValue === "string" ? meta.initialValue : "");
  return (
    <div className="flex items-start gap-3">
      <TextField
        meta={meta}
        label="Colour (hex)"
        hint="sRGB, e.g. #B8892B"
        value={hex}
        onChange={(event) => setHex(event.currentTarget.value)}
        className="flex-1"
      />
      <input
        type="color"
        aria-label="Pick the colour"
        value={normaliseHex(hex) ?? "#000000"}
        onChange={(event) => setHex(event.currentTarget.value)}
        className="mt-6 h-10 w-14 shrink-0 cursor-pointer rounded-md border border-gray-300 bg-surface p-1 focus-visible:outline-2 focus-visible:outline-gold"
      />
    </div>
  );
}

/** The Add Item Code / Edit Item Code dialog; a failed image upload stops the save (spec). */
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
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };
  const onResult = useCallback((result: EntityActionResult) => setError(result.ok ? null : result.error), []);

  return (
    <EntityFormDialog
      schema={itemCodeFormSchema}
      {...dialogMode(itemCode, "Item Code")}
      size="lg"
      defaultValue={valuesOf(itemCode, defaultProductId)}
      onClose={onClose}
      onInvalid={fail}
      onResult={onResult}
      failedUploadStopsSave
      alert={error ? { message: error } : null}
    >
      {(fields) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              meta={fields.productId}
              label="Product"
              options={[{ value: "", label: "Select a product" }, ...products]}
            />
            <TextField meta={fields.itemCode} label="Item Code" />
            <ColourField meta={fields.colourHex} />
            <TextField meta={fields.colourName} label="Colour Name" hint="Translatable in Translations" />
            {FIELDS.map(({ name, label, ...rest }) =>
              "long" in rest ? (
                <TextAreaField key={name} meta={fields[name]} label={label} className="sm:col-span-2" />
              ) : (
                <TextField key={name} meta={fields[name]} label={label} />
              ),
            )}
          </div>
          <MediaField
            name="imageUrl"
            label="Image (optional)"
            folder="item-code-images"
            accept="image"
            defaultValue={itemCode?.imageUrl}
            errorPrefix="Image upload failed"
          />
        </>
      )}
    </EntityFormDialog>
  );
}
