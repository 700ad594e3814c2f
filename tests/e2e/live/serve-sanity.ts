// The stand-in for Sanity's query API on E2E_SANITY_PORT, started by playwright.config.ts: the
// live build's server renders what the build did not write from it (SANITY_API_HOST). The built
// Studio saves and publishes into the same dataset (tests/e2e/studio.spec.ts); a publish there
// calls the live server's webhook.
import { E2E_LIVE_BASE_URL, E2E_SANITY_PORT, LIVE_BUILD } from '../helpers.ts'
import { liveDataset } from './photo-documents.ts'
import { startSanityApi } from './sanity-api.ts'

await startSanityApi({
  port: E2E_SANITY_PORT,
  ...liveDataset(),
  webhook: { url: `${E2E_LIVE_BASE_URL}/api/revalidate`, secret: LIVE_BUILD.webhookSecret },
})
console.log(`stand-in Sanity API on ${LIVE_BUILD.sanityApiHost}`)
