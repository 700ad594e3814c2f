/** Prints rows as a plain-text table: the first column left-aligned, the others right-aligned. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? []
  for (const row of rows) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    )
  }
}

/** The rows as a Markdown table (a header first). */
export function markdownTable(rows: string[][]): string {
  const [header = [], ...body] = rows
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    line(header),
    line(header.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...body.map(line),
  ].join('\n')
}
