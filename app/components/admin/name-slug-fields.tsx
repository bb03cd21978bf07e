import { type ReactNode, useEffect, useState } from "react";
import { type FieldMeta, TextField } from "~/components/ui/field";
import { slugify } from "~/lib/slug";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A name and its slug side by side: the slug follows the name (made by `toSlug`) until staff type one
 * of their own, and follows it again once emptied. `hint`, if given, says what the slug is for (it may show the slug).
 * With `check` (Conform's `form.validate`) a slug the name rewrote is checked again, so a message it no
 * longer deserves ("… slug are required") goes away as the name is typed.
 */
export function NameSlugFields({
  name,
  slug,
  nameLabel = "Name",
  toSlug = slugify,
  hint,
  check,
}: {
  name: FieldMeta;
  slug: FieldMeta;
  nameLabel?: string;
  toSlug?: (name: string) => string;
  hint?: (slug: string) => ReactNode;
  check?: (options: { name: string }) => void;
}) {
  const [nameValue, setName] = useState(() => text(name.initialValue));
  const [slugValue, setSlug] = useState(() => text(slug.initialValue));
  const [ownSlug, setOwnSlug] = useState(slugValue !== "");
  const slugChecked = Boolean(slug.errors);
  // Runs when the slug's value changes (the DOM has it by then), not when its message does.
  useEffect(() => {
    if (slugChecked) check?.({ name: slug.name });
  }, [slugValue]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        meta={name}
        label={nameLabel}
        value={nameValue}
        onChange={(event) => {
          setName(event.target.value);
          if (!ownSlug) setSlug(toSlug(event.target.value));
        }}
      />
      <TextField
        meta={slug}
        label="Slug"
        hint={hint?.(slugValue)}
        value={slugValue}
        onChange={(event) => {
          setSlug(event.target.value);
          setOwnSlug(event.target.value !== "");
        }}
      />
    </div>
  );
}
