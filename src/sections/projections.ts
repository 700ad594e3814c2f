import { blogTemplateProjection } from './blog-template/projection'
import { boltAnatomyProjection } from './bolt-anatomy/projection'
import { catalogueProjection } from './catalogue/projection'
import { contactBannerProjection } from './contact-banner/projection'
import { contactDetailsProjection } from './contact-details/projection'
import { countersProjection } from './counters/projection'
import { faqListProjection } from './faq-list/projection'
import { featureListProjection } from './feature-list/projection'
import { heroProjection } from './hero/projection'
import { heroSliderProjection } from './hero-slider/projection'
import { logoCarouselProjection } from './logo-carousel/projection'
import { marqueeProjection } from './marquee/projection'
import { newsletterProjection } from './newsletter/projection'
import { pageHeaderProjection } from './page-header/projection'
import { processStepsProjection } from './process-steps/projection'
import { productCarouselProjection } from './product-carousel/projection'
import { quoteFormProjection } from './quote-form/projection'
import { relatedProductsProjection } from './related-products/projection'
import { richTextProjection } from './rich-text/projection'
import type { SectionType } from './types'

/** GROQ projection of each section type, keyed by `_type`. */
export const sectionProjections: Record<SectionType, string> = {
  pageHeader: pageHeaderProjection,
  hero: heroProjection,
  heroSlider: heroSliderProjection,
  marquee: marqueeProjection,
  productCarousel: productCarouselProjection,
  processSteps: processStepsProjection,
  contactBanner: contactBannerProjection,
  counters: countersProjection,
  logoCarousel: logoCarouselProjection,
  featureList: featureListProjection,
  faqList: faqListProjection,
  richText: richTextProjection,
  relatedProducts: relatedProductsProjection,
  boltAnatomy: boltAnatomyProjection,
  contactDetails: contactDetailsProjection,
  blogTemplate: blogTemplateProjection,
  catalogue: catalogueProjection,
  quoteForm: quoteFormProjection,
  newsletter: newsletterProjection,
}

/** One projection for a `sections[]` array: each item projected by its own type. */
export const sectionsProjection = `{
  _type, _key, anchor,
  ${Object.entries(sectionProjections)
    .map(([type, projection]) => `_type == "${type}" => ${projection}`)
    .join(',\n  ')}
}`
