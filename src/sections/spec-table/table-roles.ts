/**
 * Explicit ARIA roles for the parts of a spec table. On phones CSS lays the table out as cards
 * (display: block and grid), and Safari then drops the table semantics the elements imply; the
 * explicit roles keep the column headers, row headers and cells a screen reader relates. Spread
 * as props, because the linter takes a role written out on its own element for a redundant one.
 */
export const TABLE_ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const
