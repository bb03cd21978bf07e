/**
 * The posted form; a body that is not a form (JSON, plain text, a broken multipart) reads as an empty one.
 * NUL characters are dropped from names and text values: no field means one, and PostgreSQL text cannot
 * hold it (the insert would fail).
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new FormData();
  }
  const clean = new FormData();
  for (const [name, value] of form) {
    clean.append(
      name.replaceAll("\u0000", ""),
      typeof value === "string" ? value.replaceAll("\u0000", "") : value,
    );
  }
  return clean;
}
