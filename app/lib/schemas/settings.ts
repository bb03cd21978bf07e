import { z } from "zod";
import { checkbox } from "~/lib/schemas/form";
import { PG_INT_MAX } from "~/lib/schemas/ids";
import { isTimeZone } from "~/lib/time-zone";

/** The Add/Edit carousel image form; the image is required (create and edit alike). */
export const carouselFormSchema = z.object({
  imageUrl: z
    .string({ error: "Please select an image to upload" })
    .trim()
    .min(1, "Please select an image to upload")
    .regex(/^\/media\//, "Please select an image to upload"),
  altText: z.string().trim().max(300, "Alt text is too long").default(""),
  title: z.string().trim().max(200, "Title is too long").default(""),
  displayOrder: z.preprocess(
    (value) => (value === "" || value === undefined ? 0 : value),
    z.coerce
      .number({ error: "Display order must be a whole number of 0 or more" })
      .int("Display order must be a whole number of 0 or more")
      .min(0, "Display order must be a whole number of 0 or more")
      .max(PG_INT_MAX, "Display order must be a whole number of 0 or more"),
  ),
  isActive: checkbox(),
});
export type CarouselForm = z.infer<typeof carouselFormSchema>;

/** The carousel interval (ms) until staff set one, the least they may set, and its step. */
export const DEFAULT_CAROUSEL_DURATION_MS = 5000;
export const MIN_CAROUSEL_DURATION_MS = 1000;
export const CAROUSEL_DURATION_STEP_MS = 500;

/** The Carousel Settings form: interval in milliseconds, at least 1000, in steps of 500. */
export const carouselDurationSchema = z.object({
  duration: z.coerce
    .number({ error: "Interval must be a number of milliseconds" })
    .int("Interval must be a whole number of milliseconds")
    .min(MIN_CAROUSEL_DURATION_MS, "Interval must be at least 1000 milliseconds")
    .max(600_000, "Interval must be at most 600000 milliseconds")
    .refine(
      (value) => value % CAROUSEL_DURATION_STEP_MS === 0,
      "Interval must be a multiple of 500 milliseconds",
    ),
});

/** The Time Zone form: an IANA name publish times are typed and shown in. */
export const timeZoneSchema = z.object({
  timeZone: z
    .string({ error: "Please choose a valid time zone" })
    .trim()
    .refine(isTimeZone, "Please choose a valid time zone"),
});

/** The Contact Email form. */
export const contactEmailSchema = z.object({
  contactEmail: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address")),
});
