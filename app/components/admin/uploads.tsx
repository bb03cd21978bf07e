import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from "react";

/** What one upload field tells its form: an upload under way, and the message of a failed one. */
export type UploadFieldState = { busy: boolean; failure: string | null };
type Report = (fieldId: string, state: UploadFieldState | null) => void;

const UploadsContext = createContext<Report | null>(null);

/**
 * The uploads of one form: `busy` while any of its MediaFields uploads (the submit button then reads
 * "Uploading..." and is disabled), `failure` while one shows a failed file. Wrap the fields in
 * `<UploadsScope uploads={uploads}>`.
 */
export function useUploads() {
  const [fields, setFields] = useState<Record<string, UploadFieldState>>({});
  const report = useCallback<Report>((fieldId, state) => {
    setFields(({ [fieldId]: _, ...others }) => (state ? { ...others, [fieldId]: state } : others));
  }, []);
  const states = Object.values(fields);
  return {
    busy: states.some((state) => state.busy),
    failure: states.find((state) => state.failure)?.failure ?? null,
    report,
  };
}

/** Lets the MediaFields inside report to the form's useUploads(). */
export function UploadsScope({
  uploads,
  children,
}: {
  uploads: ReturnType<typeof useUploads>;
  children: ReactNode;
}) {
  return <UploadsContext.Provider value={uploads.report}>{children}</UploadsContext.Provider>;
}

/** A field's side: reports its state to the surrounding UploadsScope (if any), and leaves on unmount. */
export function useReportUploads(state: UploadFieldState) {
  const report = useContext(UploadsContext);
  const fieldId = useId();
  const { busy, failure } = state;
  useEffect(() => report?.(fieldId, { busy, failure }), [report, fieldId, busy, failure]);
  useEffect(() => () => report?.(fieldId, null), [report, fieldId]);
}
