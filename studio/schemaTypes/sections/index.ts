import { blogList } from './blogList'
import { boltAnatomy } from './boltAnatomy'
import { catalogue } from './catalogue'
import { contactBanner } from './contactBanner'
import { contactDetails } from './contactDetails'
import { counters } from './counters'
import { faqList } from './faqList'
import { featureList } from './featureList'
import { hero } from './hero'
import { heroSlider } from './heroSlider'
import { logoCarousel } from './logoCarousel'
import { marquee } from './marquee'
import { newsletter } from './newsletter'
import { pageHeader } from './pageHeader'
import { processSteps } from './processSteps'
import { productCarousel } from './productCarousel'
import { quoteForm } from './quoteForm'
import { relatedProducts } from './relatedProducts'
import { richText } from './richText'
import { specTable } from './specTable'

/** Every section a page can hold; the site's section registry must list the same names. */
export const sectionTypes = [
  pageHeader,
  hero,
  heroSlider,
  marquee,
  productCarousel,
  processSteps,
  contactBanner,
  counters,
  logoCarousel,
  featureList,
  faqList,
  richText,
  relatedProducts,
  boltAnatomy,
  contactDetails,
  blogList,
  catalogue,
  quoteForm,
  newsletter,
  specTable,
]

export const sectionTypeNames = sectionTypes.map((type) => type.name)
