import { z } from "zod";
import { rowId } from "~/lib/schemas/ids";

/** A translated text: as long as the longest field it can translate (an article body). */
export const translationValue = z.string().max(200_000, "Translation is too long").default("");

/** The Edit Translation form: the translation's id and its new value (checked against its field). */
export const updateTranslationSchema = z.object({
  id: rowId(),
  value: translationValue,
});
