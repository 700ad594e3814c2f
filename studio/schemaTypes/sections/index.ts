import { BarChartIcon } from '@sanity/icons/BarChart'
import { BlockContentIcon } from '@sanity/icons/BlockContent'
import { CommentIcon } from '@sanity/icons/Comment'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { ImagesIcon } from '@sanity/icons/Images'
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline'
import { OlistIcon } from '@sanity/icons/Olist'
import { PackageIcon } from '@sanity/icons/Package'
import { PinIcon } from '@sanity/icons/Pin'
import { RocketIcon } from '@sanity/icons/Rocket'
import { SearchIcon } from '@sanity/icons/Search'
import { TagsIcon } from '@sanity/icons/Tags'
import { TextIcon } from '@sanity/icons/Text'
import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { ThListIcon } from '@sanity/icons/ThList'
import { TransferIcon } from '@sanity/icons/Transfer'
import { UlistIcon } from '@sanity/icons/Ulist'
import type { ComponentType } from 'react'
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
import { lineTable } from './lineTable'
import { logoCarousel } from './logoCarousel'
import { marquee } from './marquee'
import { newsletter } from './newsletter'
import { pageHeader } from './pageHeader'
import { processSteps } from './processSteps'
import { productCarousel } from './productCarousel'
import { quoteForm } from './quoteForm'
import { relatedProducts } from './relatedProducts'
import { richText } from './richText'
import { vehicleFinder } from './vehicleFinder'

/** The icon each section type shows in the Studio's section list and insert menu. */
const sectionIcons: Record<string, ComponentType> = {
  pageHeader: BlockContentIcon,
  hero: RocketIcon,
  heroSlider: ImagesIcon,
  marquee: TransferIcon,
  productCarousel: PackageIcon,
  processSteps: OlistIcon,
  contactBanner: CommentIcon,
  counters: BarChartIcon,
  logoCarousel: TagsIcon,
  featureList: UlistIcon,
  faqList: HelpCircleIcon,
  richText: TextIcon,
  relatedProducts: ThLargeIcon,
  boltAnatomy: InfoOutlineIcon,
  contactDetails: PinIcon,
  blogList: DocumentsIcon,
  catalogue: SearchIcon,
  quoteForm: EnvelopeIcon,
  newsletter: EarthGlobeIcon,
  lineTable: ThListIcon,
  vehicleFinder: SearchIcon,
}

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
  lineTable,
  vehicleFinder,
].map((type) => ({ ...type, icon: sectionIcons[type.name] }))

export const sectionTypeNames = sectionTypes.map((type) => type.name)
