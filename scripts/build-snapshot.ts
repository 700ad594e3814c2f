/**
 * Writes studio/data/production.ndjson, the dataset snapshot the site reads without a Sanity
 * project and the seed for `sanity dataset import`. Edit the modules in ./snapshot, then run:
 *   npx node scripts/build-snapshot.ts
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { posts } from './snapshot/blog.ts'
import { claims, faqs, siteSettings } from './snapshot/documents.ts'
import { doorPins } from './snapshot/door-pins.ts'
import type { Doc } from './snapshot/helpers.ts'
import { home } from './snapshot/home.ts'
import { blog, contact, privacy } from './snapshot/info-pages.ts'
import { measures } from './snapshot/measures.ts'
import {
  brakeKits,
  bushings,
  caliper,
  clamps,
  clips,
  heavyStuds,
  nuts,
  others,
  terminals,
  washers,
  wheelStuds,
} from './snapshot/products.ts'

export const documents: Doc[] = [
  siteSettings,
  ...claims,
  ...faqs,
  home,
  doorPins,
  wheelStuds,
  heavyStuds,
  nuts,
  brakeKits,
  caliper,
  terminals,
  washers,
  clips,
  bushings,
  clamps,
  others,
  blog,
  ...posts,
  contact,
  privacy,
  measures,
]

const target = fileURLToPath(new URL('../studio/data/production.ndjson', import.meta.url))
writeFileSync(target, `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`)
console.log(`Wrote ${documents.length} documents to ${target}`)
