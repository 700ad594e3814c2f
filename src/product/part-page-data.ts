import type { Application } from '../catalogue/applications'
import type { Product } from '../catalogue/types'
import type { Photo } from '../photos/photo'
import type { RelatedBy } from './related-parts'

/** What a part's page shows. */
export type PartPageData = {
  product: Product
  /** Make, model and years of each application; null when it has none or another shape. */
  applications: readonly Application[] | null
  /** What the related parts share with it (its first car, or a measure); null: nothing shown. */
  relatedBy: RelatedBy | null
  /** Other parts of its line with that car or measure, in the catalogue's order. */
  related: Product[]
  /** The part's photographs from the Studio, main first; none: its illustration alone. */
  photos: readonly Photo[]
}
