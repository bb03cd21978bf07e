/** One CSV cell: quoted when needed, and a leading = + - @ (or tab/CR) neutralised against formula injection. */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(guarded) || guarded !== value ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** A CSV document: a header line and the rows, every cell guarded, CRLF line ends. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A staff-only CSV download named `{name}-{yyyy-mm-dd}.csv`, with a BOM so spreadsheets read UTF-8. */
export function csvResponse(name: string, csv: string): Response {
  const date = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
