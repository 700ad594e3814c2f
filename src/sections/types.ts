import type { BlogTemplateSection } from './blog-template/projection'
import type { BoltAnatomySection } from './bolt-anatomy/projection'
import type { CatalogueSection } from './catalogue/projection'
import type { ContactBannerSection } from './contact-banner/projection'
import type { ContactDetailsSection } from './contact-details/projection'
import type { CountersSection } from './counters/projection'
import type { FaqListSection } from './faq-list/projection'
import type { FeatureListSection } from './feature-list/projection'
import type { HeroSection } from './hero/projection'
import type { HeroSliderSection } from './hero-slider/projection'
import type { LogoCarouselSection } from './logo-carousel/projection'
import type { MarqueeSection } from './marquee/projection'
import type { NewsletterSection } from './newsletter/projection'
import type { PageHeaderSection } from './page-header/projection'
import type { ProcessStepsSection } from './process-steps/projection'
import type { ProductCarouselSection } from './product-carousel/projection'
import type { QuoteFormSection } from './quote-form/projection'
import type { RelatedProductsSection } from './related-products/projection'
import type { RichTextSection } from './rich-text/projection'

/** Fields every section has: its key in the array and an optional in-page anchor id. */
export type SectionBase = { _key: string; anchor?: string | null }

/** Every section a page can hold; `_type` names the Studio schema of the same name. */
export type Section =
  | PageHeaderSection
  | HeroSection
  | HeroSliderSection
  | MarqueeSection
  | ProductCarouselSection
  | ProcessStepsSection
  | ContactBannerSection
  | CountersSection
  | LogoCarouselSection
  | FeatureListSection
  | FaqListSection
  | RichTextSection
  | RelatedProductsSection
  | BoltAnatomySection
  | ContactDetailsSection
  | BlogTemplateSection
  | QuoteFormSection
  | NewsletterSection
  | CatalogueSection

export type SectionType = Section['_type']
