import type { ComponentType } from 'react'
import { lazySection } from './lazy-section'
import type { SectionProps, SectionType } from './types'

/** The component of every section type the Studio offers, typed by its projected data. */
export type SectionRegistry = { [T in SectionType]: ComponentType<SectionProps<T>> }

/**
 * The one table that registers each section type's component. It `satisfies` a record keyed by
 * the Studio's section types (generated from the schema), so a Studio section type without a
 * component here, or a component here without a Studio type, fails `tsc`. Each type's GROQ
 * projection is its folder's projection.ts, which `npm run typegen` composes into the page query.
 * Every section, the page header too, loads on demand (see lazy-section.tsx): the prerendered
 * HTML shows it at once and it hydrates when its code arrives, so the first script a page runs
 * holds the shell only.
 */
export const sectionRegistry = {
  pageHeader: lazySection(() => import('./page-header/PageHeader'), 'PageHeader'),
  hero: lazySection(() => import('./hero/Hero'), 'Hero'),
  heroSlider: lazySection(() => import('./hero-slider/HeroSlider'), 'HeroSlider'),
  marquee: lazySection(() => import('./marquee/Marquee'), 'Marquee'),
  productCarousel: lazySection(
    () => import('./product-carousel/ProductCarousel'),
    'ProductCarousel',
  ),
  processSteps: lazySection(() => import('./process-steps/ProcessSteps'), 'ProcessSteps'),
  contactBanner: lazySection(() => import('./contact-banner/ContactBanner'), 'ContactBanner'),
  counters: lazySection(() => import('./counters/Counters'), 'Counters'),
  logoCarousel: lazySection(() => import('./logo-carousel/LogoCarousel'), 'LogoCarousel'),
  featureList: lazySection(() => import('./feature-list/FeatureList'), 'FeatureList'),
  faqList: lazySection(() => import('./faq-list/FaqList'), 'FaqList'),
  richText: lazySection(() => import('./rich-text/RichTextSection'), 'RichTextSection'),
  relatedProducts: lazySection(
    () => import('./related-products/RelatedProducts'),
    'RelatedProducts',
  ),
  boltAnatomy: lazySection(
    () => import('./bolt-anatomy/BoltAnatomy'),
    'BoltAnatomy',
    // A closed dialog until its band is seen: its code is not needed before.
    { waitFor: ({ section }) => document.getElementById(section.targetAnchor) },
  ),
  contactDetails: lazySection(() => import('./contact-details/ContactDetails'), 'ContactDetails'),
  blogList: lazySection(() => import('./blog-list/BlogList'), 'BlogList'),
  catalogue: lazySection(
    () => import('./catalogue/Catalogue'),
    'Catalogue',
    // Its list waits for the screen by itself, and a filtered address opens at it at once.
    { atOnce: true },
  ),
  quoteForm: lazySection(() => import('./quote-form/QuoteFormSection'), 'QuoteFormSection'),
  newsletter: lazySection(() => import('./newsletter/Newsletter'), 'Newsletter'),
  lineTable: lazySection(() => import('./line-table/LineTable'), 'LineTable'),
  vehicleFinder: lazySection(() => import('./vehicle-finder/VehicleFinder'), 'VehicleFinder'),
} satisfies SectionRegistry
