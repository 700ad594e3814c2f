// The stand-in for Sanity's query API on E2E_SANITY_PORT, started by playwright.config.ts: the
// live build's server renders what the build did not write from it (SANITY_API_HOST).
import { E2E_SANITY_PORT, LIVE_BUILD } from '../helpers.ts'
import { startSanityApi } from './sanity-api.ts'

await startSanityApi({
  port: E2E_SANITY_PORT,
  projectId: LIVE_BUILD.projectId,
  dataset: 'production',
  snapshot: 'studio/data/production.ndjson',
})
console.log(`stand-in Sanity API on ${LIVE_BUILD.sanityApiHost}`)
