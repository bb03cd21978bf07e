import type { FieldMeta } from "~/components/ui/field";
import { Switch } from "./switch";

/**
 * A labelled on/off switch of a form: posts "true" or "false" as the field (read with `checkbox()`),
 * and says beside it what each state means (`states`: off, on).
 */
export function SwitchField({
  meta,
  label,
  checked,
  onChange,
  states,
}: {
  meta: FieldMeta;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  states: [off: string, on: string];
}) {
  return (
    <div>
      <span className="block font-medium text-sm">{label}</span>
      <input type="hidden" name={meta.name} value={checked ? "true" : "false"} />
      <div className="mt-1 flex h-10 items-center gap-3">
        <Switch checked={checked} label={label} onChange={onChange} />
        <span aria-hidden="true" className="text-gray-700 text-sm">
          {checked ? states[1] : states[0]}
        </span>
      </div>
    </div>
  );
}
