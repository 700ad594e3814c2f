import type { PageDocument } from '../content/types'

/** Every section component receives its own data and the page it stands on. */
export type SectionProps<S> = { section: S; page: PageDocument }
