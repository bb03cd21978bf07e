/** One CSV cell: quoted when needed, and a leading = + - @ (or tab/CR) neutralised against formula injection. */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(guarded) || guarded !== value ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** A CSV document: the header line, then one line per row, each cell guarded, CRLF line ends. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** A CSV download named `{name}-{yyyy-mm-dd}.csv` (with a BOM, so spreadsheet apps read UTF-8), never cached. */
export function csvResponse(name: string, body: string): Response {
  const date = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${body}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
