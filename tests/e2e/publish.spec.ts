import { readSnapshot, type SnapshotDocument } from '../../src/content/snapshot-source'
import { createFakeSanity } from '../fake-sanity'
import { collectErrors, E2E_LIVE_BASE_URL, waitForHydration } from './helpers'
import { callWebhook, changeDataset, publish, unpublish } from './live/publish'
import { answerAsSanity } from './live/stand-ins'
import { expect, test } from './test'

/**
 * Publishing reaches the HTML that crawlers and link previews read: the live build's server
 * (built with a Sanity project) renders what the build did not write from Sanity (a stand-in,
 * tests/e2e/live/sanity-api.ts) and drops what a signed publish webhook says changed. The tests
 * share that server's answers, so they run one after another.
 */
test.describe.configure({ mode: 'serial' })

const snapshot = await readSnapshot('studio/data/production.ndjson')
const privacy = snapshot.find((doc) => doc._id === 'page.aviso-de-privacidad') as SnapshotDocument
const run = Date.now().toString(36)

/**
 * A page made in the Studio after the build: the privacy page's sections, its own texts, at an
 * address of two segments, the shape of a part page's (the part route lets it through).
 */
function newPage(name: string, title = `Birlos para remolque ${name}`): SnapshotDocument {
  return {
    ...structuredClone(privacy),
    _id: `page.e2e-${name}-${run}`,
    path: `/guias/birlos-para-remolque-${name}-${run}`,
    title,
    seo: {
      _type: 'seo',
      title,
      description: `Birlos y tuercas para ejes de remolque (${name}), por medida.`,
    },
  }
}

const somePost = snapshot.find((doc) => doc._type === 'post') as SnapshotDocument

const get = async (path: string) => {
  const response = await fetch(`${E2E_LIVE_BASE_URL}${path}`)
  return { status: response.status, text: await response.text() }
}

/** Polls until the path answers 200; returns how long that took. */
async function servedWithin(path: string): Promise<number> {
  const started = Date.now()
  await expect.poll(async () => (await get(path)).status, { timeout: 5_000 }).toBe(200)
  return Date.now() - started
}

test('a page published after the build is served, in its head, JSON-LD and the site lists', async ({
  page,
}) => {
  const created = newPage('publicada')
  const path = created.path as string
  expect((await get(path)).status).toBe(404)

  await publish(created)
  expect(await servedWithin(path)).toBeLessThan(5_000)

  const { text: html } = await get(path)
  expect(html).toContain(`<title>${created.title}`)
  expect(html).toContain(
    `<meta name="description" content="Birlos y tuercas para ejes de remolque (publicada), por medida."`,
  )
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string),
  )
  expect(jsonLd).toContainEqual(
    expect.objectContaining({
      '@type': 'BreadcrumbList',
      itemListElement: expect.arrayContaining([
        expect.objectContaining({ name: created.title, item: expect.stringContaining(path) }),
      ]),
    }),
  )
  const data = JSON.parse((await get(`/_data/pages${path}.json`)).text)
  expect(data).toMatchObject({ path, title: created.title })
  expect((await get('/sitemap.xml')).text).toContain(`${path}</loc>`)
  // The list names every page: after another test's publish that touches every page (the
  // photographs', the site settings), it waits for each of them to render again from Sanity (the
  // built list is served meanwhile), which takes seconds on a machine busy with the suite.
  await expect
    .poll(async () => (await get('/llms.txt')).text, { timeout: 30_000 })
    .toMatch(new RegExp(`\\[${created.title} \\| Fijamex\\]\\([^)]*${path}\\)`))

  // In the browser: it hydrates as rendered, under the page's own script policy.
  const errors = collectErrors(page)
  await answerAsSanity(page, createFakeSanity([...snapshot, created]))
  await page.goto(`${E2E_LIVE_BASE_URL}${path}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(errors).toEqual([])
})

test('an unsigned or wrongly signed webhook is refused and the page stays 404', async () => {
  const created = newPage('sin-firma')
  const path = created.path as string
  expect((await get(path)).status).toBe(404)
  await changeDataset({ put: [created] })

  expect((await callWebhook(created, { secret: null })).status).toBe(401)
  expect((await callWebhook(created, { secret: 'otro-secreto' })).status).toBe(401)
  expect((await get(path)).status).toBe(404)
  expect((await get('/sitemap.xml')).text).not.toContain(path)

  // The same call, signed, publishes it.
  expect((await callWebhook(created)).status).toBe(200)
  await servedWithin(path)
})

test('an unpublished page goes back to 404, and out of the sitemap', async () => {
  const created = newPage('retirada')
  const path = created.path as string
  await publish(created)
  await servedWithin(path)

  await unpublish(created)
  const gone = await get(path)
  expect(gone.status).toBe(404)
  expect(gone.text).toContain('Página no encontrada')
  expect((await get(`/_data/pages${path}.json`)).status).toBe(404)
  expect((await get('/sitemap.xml')).text).not.toContain(path)
})

test('a changed title reaches the server-rendered HTML of a page the build wrote', async () => {
  const path = privacy.path as string
  const before = (await get(path)).text
  expect(before).toContain('<title>Aviso de privacidad')
  const retitled = {
    ...structuredClone(privacy),
    seo: { ...(privacy.seo as object), title: 'Aviso de privacidad actualizado' },
  }
  try {
    await publish(retitled)
    await expect
      .poll(async () => (await get(path)).text, { timeout: 5_000 })
      .toContain('<title>Aviso de privacidad actualizado')
    expect((await get(path)).text).toContain(
      'property="og:title" content="Aviso de privacidad actualizado"',
    )
  } finally {
    await publish(privacy)
  }
  await expect
    .poll(async () => (await get(path)).text, { timeout: 5_000 })
    .toContain('<title>Aviso de privacidad |')
})

test('a post published after the build is served, listed on the blog and under its new tag', async () => {
  const slug = `birlos-de-remolque-${run}`
  const tag = `Remolques ${run}`
  const post: SnapshotDocument = {
    ...structuredClone(somePost),
    _id: `post.e2e-${run}`,
    title: 'Birlos de remolque: cómo medirlos',
    slug: { _type: 'slug', current: slug },
    date: '2099-01-01',
    tags: [tag],
  }
  const tagPath = `/blog/etiqueta/remolques-${run}`
  expect((await get(`/blog/${slug}`)).status).toBe(404)
  expect((await get(tagPath)).status).toBe(404)

  await publish(post)
  await servedWithin(`/blog/${slug}`)
  expect((await get(`/blog/${slug}`)).text).toContain('<title>Birlos de remolque: cómo medirlos')
  expect((await get('/blog')).text).toContain('Birlos de remolque: cómo medirlos')
  expect((await get(tagPath)).status).toBe(200)
  expect(JSON.parse((await get(`/_data/posts/${slug}.json`)).text)).toMatchObject({ slug })
  expect((await get('/sitemap.xml')).text).toContain(`${tagPath}</loc>`)

  await unpublish(post)
  expect((await get(`/blog/${slug}`)).status).toBe(404)
  expect((await get(tagPath)).status).toBe(404)
  expect((await get('/blog')).text).not.toContain('Birlos de remolque: cómo medirlos')
})
