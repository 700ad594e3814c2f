import { expect, it } from 'vitest'
import { blackHoleHost } from './black-hole.ts'

/** The site's content source (src/content, which the server's own type check does not cover). */
type ContentSources = {
  createContentSource(
    env: Record<string, string>,
  ): Promise<{ query(groq: string): Promise<unknown> }>
}
const contentEnv = '../../src/content/content-env.ts'
const { createContentSource } = (await import(contentEnv)) as ContentSources

// The server's Sanity client (the Node build the server entry imports) against a host that
// accepts the connection and never answers: the query fails after the timeout it was given,
// instead of the client's own default of minutes.

const blackHole = blackHoleHost()

it('gives up on a silent Sanity after SANITY_TIMEOUT_MS', async () => {
  const source = await createContentSource({
    VITE_SANITY_PROJECT_ID: 'abc123',
    SANITY_USE_CDN: 'false',
    SANITY_API_HOST: blackHole.url(),
    SANITY_TIMEOUT_MS: '200',
  })
  await expect(source.query('*[_type == "page"].path')).rejects.toThrow()
  // It reached the stand-in, which never answered.
  expect(blackHole.connections()).toBeGreaterThan(0)
}, 4_000)
