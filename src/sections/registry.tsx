import type { PageDocument } from '../content/types'
import { BoltAnatomy } from './bolt-anatomy/BoltAnatomy'
import { ContactBanner } from './contact-banner/ContactBanner'
import { HeroSlider } from './hero-slider/HeroSlider'
import { lazySection } from './lazy-section'
import { Marquee } from './marquee/Marquee'
import { PageHeader } from './page-header/PageHeader'
import { ProcessSteps } from './process-steps/ProcessSteps'
import { ProductCarousel } from './product-carousel/ProductCarousel'
import { RichTextSection } from './rich-text/RichTextSection'
import type { Section } from './types'

// Sections that never stand on the home page load on demand (see lazy-section.tsx).
const BlogTemplate = lazySection(
  () => import('./blog-template/BlogTemplate'),
  (m) => m.BlogTemplate,
)
const Catalogue = lazySection(
  () => import('./catalogue/Catalogue'),
  (m) => m.Catalogue,
)
const ContactDetails = lazySection(
  () => import('./contact-details/ContactDetails'),
  (m) => m.ContactDetails,
)
const Counters = lazySection(
  () => import('./counters/Counters'),
  (m) => m.Counters,
)
const FaqList = lazySection(
  () => import('./faq-list/FaqList'),
  (m) => m.FaqList,
)
const FeatureList = lazySection(
  () => import('./feature-list/FeatureList'),
  (m) => m.FeatureList,
)
const Hero = lazySection(
  () => import('./hero/Hero'),
  (m) => m.Hero,
)
const LogoCarousel = lazySection(
  () => import('./logo-carousel/LogoCarousel'),
  (m) => m.LogoCarousel,
)
const Newsletter = lazySection(
  () => import('./newsletter/Newsletter'),
  (m) => m.Newsletter,
)
const QuoteFormSection = lazySection(
  () => import('./quote-form/QuoteFormSection'),
  (m) => m.QuoteFormSection,
)
const RelatedProducts = lazySection(
  () => import('./related-products/RelatedProducts'),
  (m) => m.RelatedProducts,
)

/**
 * Maps a section's `_type` to its component. The switch is exhaustive over `Section`, so a
 * section type added to the union without a component here fails the type check.
 */
function SectionView({ section, page }: { section: Section; page: PageDocument }) {
  switch (section._type) {
    case 'catalogue':
      return <Catalogue section={section} page={page} />
    case 'pageHeader':
      return <PageHeader section={section} page={page} />
    case 'hero':
      return <Hero section={section} page={page} />
    case 'heroSlider':
      return <HeroSlider section={section} page={page} />
    case 'marquee':
      return <Marquee section={section} page={page} />
    case 'productCarousel':
      return <ProductCarousel section={section} page={page} />
    case 'processSteps':
      return <ProcessSteps section={section} page={page} />
    case 'contactBanner':
      return <ContactBanner section={section} page={page} />
    case 'counters':
      return <Counters section={section} page={page} />
    case 'logoCarousel':
      return <LogoCarousel section={section} page={page} />
    case 'featureList':
      return <FeatureList section={section} page={page} />
    case 'faqList':
      return <FaqList section={section} page={page} />
    case 'richText':
      return <RichTextSection section={section} page={page} />
    case 'relatedProducts':
      return <RelatedProducts section={section} page={page} />
    case 'boltAnatomy':
      return <BoltAnatomy section={section} page={page} />
    case 'contactDetails':
      return <ContactDetails section={section} page={page} />
    case 'blogTemplate':
      return <BlogTemplate section={section} page={page} />
    case 'quoteForm':
      return <QuoteFormSection section={section} page={page} />
    case 'newsletter':
      return <Newsletter section={section} page={page} />
    default:
      return <UnknownSection type={(section as { _type: string })._type} />
  }
}

/** Content may hold a type this build does not know yet: hidden in production, flagged in dev. */
function UnknownSection({ type }: { type: string }) {
  if (!import.meta.env.DEV) return null
  return (
    <p role="alert" style={{ padding: '1rem', background: '#fff3cd' }}>
      Sección desconocida: <code>{type}</code>
    </p>
  )
}

/** A section with an anchor gets a wrapper with that id, so links like /#sobre-nosotros land on it. */
export function Sections({ page }: { page: PageDocument }) {
  return page.sections.map((section) =>
    section.anchor ? (
      <div key={section._key} id={section.anchor} className="section-anchor">
        <SectionView section={section} page={page} />
      </div>
    ) : (
      <SectionView key={section._key} section={section} page={page} />
    ),
  )
}
