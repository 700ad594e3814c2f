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
  pageHeader: lazySection(
    () => import('./page-header/PageHeader'),
    (m) => m.PageHeader,
  ),
  hero: lazySection(
    () => import('./hero/Hero'),
    (m) => m.Hero,
  ),
  heroSlider: lazySection(
    () => import('./hero-slider/HeroSlider'),
    (m) => m.HeroSlider,
  ),
  marquee: lazySection(
    () => import('./marquee/Marquee'),
    (m) => m.Marquee,
  ),
  productCarousel: lazySection(
    () => import('./product-carousel/ProductCarousel'),
    (m) => m.ProductCarousel,
  ),
  processSteps: lazySection(
    () => import('./process-steps/ProcessSteps'),
    (m) => m.ProcessSteps,
  ),
  contactBanner: lazySection(
    () => import('./contact-banner/ContactBanner'),
    (m) => m.ContactBanner,
  ),
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
  richText: lazySection(
    () => import('./rich-text/RichTextSection'),
    (m) => m.RichTextSection,
  ),
  relatedProducts: lazySection(
    () => import('./related-products/RelatedProducts'),
    (m) => m.RelatedProducts,
  ),
  boltAnatomy: lazySection(
    () => import('./bolt-anatomy/BoltAnatomy'),
    (m) => m.BoltAnatomy,
    // A closed dialog until its band is seen: its code is not needed before.
    { waitFor: ({ section }) => document.getElementById(section.targetAnchor) },
  ),
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
    // Its list waits for the screen by itself, and a filtered address opens at it at once.
    { atOnce: true },
  ),
  quoteForm: lazySection(
    () => import('./quote-form/QuoteFormSection'),
    (m) => m.QuoteFormSection,
  ),
  newsletter: lazySection(
    () => import('./newsletter/Newsletter'),
    (m) => m.Newsletter,
  ),
  lineTable: lazySection(
    () => import('./line-table/LineTable'),
    (m) => m.LineTable,
  ),
  vehicleFinder: lazySection(
    () => import('./vehicle-finder/VehicleFinder'),
    (m) => m.VehicleFinder,
  ),
} satisfies SectionRegistry
