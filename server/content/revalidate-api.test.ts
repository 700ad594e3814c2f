import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { RenderedContent } from './rendered-content.ts'
import { createRevalidateApi } from './revalidate-api.ts'
import type { Touched } from './touched.ts'
import { signedBySanity } from './webhook-signature.ts'

const SECRET = 'el-secreto-del-webhook'
const body = JSON.stringify({ _id: 'page-nueva', _type: 'page', path: '/nueva' })
const signed = (text: string, secret = SECRET) => encodeSignatureHeader(text, Date.now(), secret)

function recording(): RenderedContent & { calls: Touched[] } {
  const calls: Touched[] = []
  return {
    calls,
    beforeStatic: () => undefined,
    afterStatic: async () => undefined,
    revalidate: (touched) => {
      calls.push(touched)
    },
  }
}

function setup(rateLimit = { limit: 100, windowMs: 60_000 }, now?: () => number) {
  const content = recording()
  const app = createRevalidateApi({ secret: SECRET, content, rateLimit, now })
  const post = (text: string, headers: Record<string, string> = {}) =>
    app.request('/revalidate', { method: 'POST', body: text, headers })
  return { content, post }
}

describe('the signature check', () => {
  it('accepts the signature Sanity makes with the secret', async () => {
    expect(await signedBySanity(body, await signed(body), SECRET)).toBe(true)
  })

  it('refuses none, another secret, another body and a malformed header', async () => {
    expect(await signedBySanity(body, undefined, SECRET)).toBe(false)
    expect(await signedBySanity(body, await signed(body, 'otro'), SECRET)).toBe(false)
    expect(await signedBySanity(`${body} `, await signed(body), SECRET)).toBe(false)
    expect(await signedBySanity(body, 'v1=abc', SECRET)).toBe(false)
  })
})

describe('POST /revalidate', () => {
  it('drops what a signed change touches', async () => {
    const { content, post } = setup()
    const response = await post(body, { [SIGNATURE_HEADER_NAME]: await signed(body) })
    expect(response.status).toBe(200)
    expect(content.calls).toEqual([
      {
        all: false,
        keys: ['/nueva', '/_data/pages/nueva.json', '/sitemap.xml', '/llms.txt'],
        prefixes: [],
      },
    ])
  })

  it('answers an unsigned or wrongly signed call 401 and changes nothing', async () => {
    const { content, post } = setup()
    expect((await post(body)).status).toBe(401)
    expect(
      (await post(body, { [SIGNATURE_HEADER_NAME]: await signed(body, 'otro-secreto') })).status,
    ).toBe(401)
    expect((await post(body, { [SIGNATURE_HEADER_NAME]: 't=1,v1=x' })).status).toBe(401)
    expect(content.calls).toEqual([])
  })

  it('refuses a signed body that is not a document', async () => {
    const { content, post } = setup()
    for (const text of ['no es json', '[]', '"texto"']) {
      const response = await post(text, { [SIGNATURE_HEADER_NAME]: await signed(text) })
      expect(response.status).toBe(400)
    }
    expect(content.calls).toEqual([])
  })

  it('counts only signed calls against the rate limit, so unsigned ones cannot use it up', async () => {
    const { post } = setup({ limit: 2, windowMs: 60_000 })
    for (let i = 0; i < 20; i++) expect((await post(body)).status).toBe(401)
    const signedPost = async (text: string) =>
      post(text, { [SIGNATURE_HEADER_NAME]: await signed(text) })
    expect((await signedPost(body)).status).toBe(200)
    expect((await signedPost(`${body} `)).status).toBe(200)
    expect((await signedPost(`${body}  `)).status).toBe(429)
  })
})

describe('an old or replayed signature', () => {
  const MINUTE = 60_000

  it('refuses a signature older than five minutes, or as far ahead', async () => {
    const now = Date.UTC(2026, 10, 28, 12)
    const { content, post } = setup(undefined, () => now)
    const at = async (time: number) =>
      post(body, { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, time, SECRET) })
    expect((await at(Date.UTC(2021, 5, 1))).status).toBe(401)
    expect((await at(now - 6 * MINUTE)).status).toBe(401)
    expect((await at(now + 6 * MINUTE)).status).toBe(401)
    expect(content.calls).toEqual([])
    expect((await at(now - 4 * MINUTE)).status).toBe(200)
    expect(content.calls).toHaveLength(1)
  })

  it('takes a signed call once: the same call again is refused, however often', async () => {
    const { content, post } = setup({ limit: 1000, windowMs: 60_000 })
    const headers = { [SIGNATURE_HEADER_NAME]: await signed(body) }
    expect((await post(body, headers)).status).toBe(200)
    for (let i = 0; i < 101; i++) expect((await post(body, headers)).status).toBe(409)
    expect(content.calls).toHaveLength(1)
  })

  it('takes a call the rate limit refused when it comes again (as Sanity retries a 429)', async () => {
    let now = Date.now()
    const { content, post } = setup({ limit: 1, windowMs: MINUTE }, () => now)
    const other = JSON.stringify({ _type: 'page', path: '/otra' })
    expect((await post(body, { [SIGNATURE_HEADER_NAME]: await signed(body) })).status).toBe(200)
    const retried = { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(other, now, SECRET) }
    expect((await post(other, retried)).status).toBe(429)
    now += MINUTE
    expect((await post(other, retried)).status).toBe(200)
    expect(content.calls).toHaveLength(2)
  })
})

describe('in the whole server', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'revalidate-'))
  writeFileSync(join(clientDir, '404.html'), '<!DOCTYPE html><h1>Página no encontrada</h1>')
  const post = async (app: ReturnType<typeof createApp>) =>
    app.request('/api/revalidate', {
      method: 'POST',
      body,
      headers: { [SIGNATURE_HEADER_NAME]: await signed(body) },
    })

  it('is absent without a secret', async () => {
    const content = recording()
    const app = createApp({ clientDir, catalogueDb: undefined, content })
    expect((await post(app)).status).toBe(404)
    expect(content.calls).toEqual([])
  })

  it('is there with one, behind the security headers', async () => {
    const content = recording()
    const app = createApp({ clientDir, catalogueDb: undefined, content, webhookSecret: SECRET })
    const response = await post(app)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(content.calls).toHaveLength(1)
  })
})
