import { type ReactNode, useEffect, useState } from "react";
import { type FieldMeta, TextField } from "~/components/ui/field";
import { slugify } from "~/lib/slug";

/**
 * A name (or title) and its slug, side by side: the slug follows the name until it is edited, and follows
 * again once emptied; the slug is checked again when the name rewrote it, so a message it no longer
 * deserves goes away. Both start from their fields' values (an edited row's slug is kept).
 */
export function SlugFields({
  source,
  sourceLabel,
  slug,
  hint,
  toSlug = slugify,
  check,
}: {
  /** The field the slug is made from ("name", "title"). */
  source: FieldMeta;
  sourceLabel: string;
  slug: FieldMeta;
  /** The line under the slug, given the slug ("URL-friendly version of the name"). */
  hint: (slug: string) => ReactNode;
  toSlug?: (text: string) => string;
  /** Conform's `form.validate`. */
  check: (options: { name: string }) => void;
}) {
  const [sourceValue, setSourceValue] = useState(String(source.initialValue ?? ""));
  const [slugValue, setSlugValue] = useState(String(slug.initialValue ?? ""));
  const [following, setFollowing] = useState(slugValue === "");
  const slugChecked = Boolean(slug.errors);
  useEffect(() => {
    if (slugChecked) check({ name: slug.name });
  }, [slugValue]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        meta={source}
        label={sourceLabel}
        value={sourceValue}
        onChange={(event) => {
          setSourceValue(event.target.value);
          if (following) setSlugValue(toSlug(event.target.value));
        }}
      />
      <TextField
        meta={slug}
        label="Slug"
        hint={hint(slugValue)}
        value={slugValue}
        onChange={(event) => {
          setSlugValue(event.target.value);
          setFollowing(event.target.value === "");
        }}
      />
    </div>
  );
}
