const UNITS = ["Bytes", "KB", "MB", "GB", "TB"] as const;

/** A byte count as Bytes/KB/MB/GB/TB with 2 decimals (1024 based): 1536 → "1.50 KB", 0 → "0 Bytes". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  if (exponent === 0) return `${bytes} Bytes`;
  return `${(bytes / 1024 ** exponent).toFixed(2)} ${UNITS[exponent]}`;
}
