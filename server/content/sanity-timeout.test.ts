import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'

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

const sockets: Socket[] = []
let blackHole: Server
let host = ''
beforeAll(async () => {
  blackHole = createServer((socket) => {
    sockets.push(socket)
  })
  await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve))
  const address = blackHole.address()
  host = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => {
  for (const socket of sockets) socket.destroy()
  blackHole.close()
})

it('gives up on a silent Sanity after SANITY_TIMEOUT_MS', async () => {
  const source = await createContentSource({
    VITE_SANITY_PROJECT_ID: 'abc123',
    SANITY_USE_CDN: 'false',
    SANITY_API_HOST: host,
    SANITY_TIMEOUT_MS: '200',
  })
  await expect(source.query('*[_type == "page"].path')).rejects.toThrow()
  // It reached the stand-in, which never answered.
  expect(sockets.length).toBeGreaterThan(0)
}, 4_000)
