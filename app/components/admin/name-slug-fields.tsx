import { type ReactNode, useState } from "react";
import { type FieldMeta, TextField } from "~/components/ui/field";
import { slugify } from "~/lib/slug";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A name and its slug side by side: the slug follows the name (made by `toSlug`) until staff type one
 * of their own, and follows it again once emptied. `hint`, if given, says what the slug is for (it may show the slug).
 */
export function NameSlugFields({
  name,
  slug,
  nameLabel = "Name",
  toSlug = slugify,
  hint,
}: {
  name: FieldMeta;
  slug: FieldMeta;
  nameLabel?: string;
  toSlug?: (name: string) => string;
  hint?: (slug: string) => ReactNode;
}) {
  const [nameValue, setName] = useState(() => text(name.initialValue));
  const [slugValue, setSlug] = useState(() => text(slug.initialValue));
  const [ownSlug, setOwnSlug] = useState(slugValue !== "");
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
