/** The posted form; a body that is not a form (JSON, plain text, a broken multipart) reads as an empty one. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
