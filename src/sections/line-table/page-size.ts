/** The page sizes staff may choose for a line's table: the rows shown at first and per 'Mostrar más'. */
export const PAGE_SIZES = [6, 12, 24, 48] as const

export const DEFAULT_PAGE_SIZE = 24

/** The section's page size, or the default for anything else. */
export function tablePageSize(value: unknown): number {
  return (PAGE_SIZES as readonly unknown[]).includes(value) ? (value as number) : DEFAULT_PAGE_SIZE
}
