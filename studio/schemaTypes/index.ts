import { claim } from './documents/claim'
import { faq } from './documents/faq'
import { page } from './documents/page'
import { post } from './documents/post'
import { siteSettings } from './documents/siteSettings'
import { address } from './objects/address'
import { drawing } from './objects/drawing'
import { halfHour, hoursReading, hoursRow } from './objects/hours'
import { productLineId } from './objects/product-line'
import { richBody } from './objects/richBody'
import { seo } from './objects/seo'
import { linePhotos } from './photos/linePhotos'
import { partPhotos } from './photos/partPhotos'
import { scenePhotos } from './photos/scenePhotos'
import { sectionTypes } from './sections'

export const schemaTypes = [
  siteSettings,
  page,
  post,
  claim,
  faq,
  partPhotos,
  linePhotos,
  scenePhotos,
  address,
  drawing,
  hoursReading,
  hoursRow,
  halfHour,
  richBody,
  productLineId,
  seo,
  ...sectionTypes,
]
