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

/** The most a refused post may make the server read: a contact form's worth, never an upload. */
export const REFUSED_BODY_CAP = 32 * 1024;

/**
 * The posted form of a refused request, read only when it declares a small length (at most
 * REFUSED_BODY_CAP), so a visitor without JavaScript gets the values back; otherwise an empty form and
 * the body stays unread.
 */
export async function readSmallForm(request: Request): Promise<FormData> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (!Number.isSafeInteger(declared) || declared > REFUSED_BODY_CAP) return new FormData();
  return readForm(request);
}
