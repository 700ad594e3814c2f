import type { ComponentType } from 'react'
import { BoltAnatomy } from './bolt-anatomy/BoltAnatomy'
import { ContactBanner } from './contact-banner/ContactBanner'
import { HeroSlider } from './hero-slider/HeroSlider'
import { lazySection } from './lazy-section'
import { Marquee } from './marquee/Marquee'
import { PageHeader } from './page-header/PageHeader'
import { ProcessSteps } from './process-steps/ProcessSteps'
import { ProductCarousel } from './product-carousel/ProductCarousel'
import { RichTextSection } from './rich-text/RichTextSection'
import type { SectionProps, SectionType } from './types'

/** The component of every section type the Studio offers, typed by its projected data. */
export type SectionRegistry = { [T in SectionType]: ComponentType<SectionProps<T>> }

/**
 * The one table that registers each section type's component. It `satisfies` a record keyed by
 * the Studio's section types (generated from the schema), so a Studio section type without a
 * component here, or a component here without a Studio type, fails `tsc`. Each type's GROQ
 * projection is its folder's projection.ts, which `npm run typegen` composes into the page query.
 * Sections that never stand on the home page load on demand (see lazy-section.tsx).
 */
export const sectionRegistry = {
  pageHeader: PageHeader,
  hero: lazySection(
    () => import('./hero/Hero'),
    (m) => m.Hero,
  ),
  heroSlider: HeroSlider,
  marquee: Marquee,
  productCarousel: ProductCarousel,
  processSteps: ProcessSteps,
  contactBanner: ContactBanner,
  counters: lazySection(
    () => import('./counters/Counters'),
    (m) => m.Counters,
  ),
  logoCarousel: lazySection(
    () => import('./logo-carousel/LogoCarousel'),
    (m) => m.LogoCarousel,
  ),
  featureList: lazySection(
    () => import('./feature-list/FeatureList'),
    (m) => m.FeatureList,
  ),
  faqList: lazySection(
    () => import('./faq-list/FaqList'),
    (m) => m.FaqList,
  ),
  richText: RichTextSection,
  relatedProducts: lazySection(
    () => import('./related-products/RelatedProducts'),
    (m) => m.RelatedProducts,
  ),
  boltAnatomy: BoltAnatomy,
  contactDetails: lazySection(
    () => import('./contact-details/ContactDetails'),
    (m) => m.ContactDetails,
  ),
  blogList: lazySection(
    () => import('./blog-list/BlogList'),
    (m) => m.BlogList,
  ),
  catalogue: lazySection(
    () => import('./catalogue/Catalogue'),
    (m) => m.Catalogue,
  ),
  quoteForm: lazySection(
    () => import('./quote-form/QuoteFormSection'),
    (m) => m.QuoteFormSection,
  ),
  newsletter: lazySection(
    () => import('./newsletter/Newsletter'),
    (m) => m.Newsletter,
  ),
  specTable: lazySection(
    () => import('./spec-table/SpecTable'),
    (m) => m.SpecTable,
  ),
} satisfies SectionRegistry
