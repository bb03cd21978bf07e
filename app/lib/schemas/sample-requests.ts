import { z } from "zod";
import { SAMPLE_REQUEST_STATUSES } from "./samples";

/** The Sample Requests screen's edit form: the status staff set and their notes. */
export const sampleRequestFormSchema = z.object({
  status: z.enum(SAMPLE_REQUEST_STATUSES, { error: "Status must be New, Sent or Closed" }),
  notes: z.string().max(10_000, "Notes are too long").default(""),
});
export type SampleRequestForm = z.output<typeof sampleRequestFormSchema>;
