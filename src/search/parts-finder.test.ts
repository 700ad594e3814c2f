import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setupCatalogueServer } from '../../tests/msw/catalogue-app'
import { createPartsFinder, type PartsAnswer } from './parts-finder'

// How the header asks the catalogue for parts as the visitor types: after a pause, the newest
// query only, earlier requests aborted, failures and slow answers reported as such. Against the
// real catalogue service over the fixture, behind MSW.

const { server, forward, recordPaths } = setupCatalogueServer()
const SEARCH = '*/api/buscar'

const keysOf = (answer: PartsAnswer | undefined) =>
  answer?.status === 'found' ? answer.page.products.map((part) => part.key) : answer?.status

/** Types each query in turn, `gapMs` apart, as the search field's changes do. */
async function typeQueries(
  finder: ReturnType<typeof createPartsFinder>,
  queries: string[],
  gapMs: number,
) {
  const heard: PartsAnswer[] = []
  let cancel = () => {}
  for (const query of queries) {
    cancel()
    cancel = finder.find(query, (answer) => heard.push(answer))
    await new Promise((done) => setTimeout(done, gapMs))
  }
  return { heard, cancel }
}

describe('the parts finder', () => {
  it('asks once typing pauses, for the last query only', async () => {
    const requests = recordPaths()
    const finder = createPartsFinder({ pauseMs: 40 })
    const { heard } = await typeQueries(finder, ['br', 'br 1', 'br 12', 'br 121', 'br 1215'], 5)
    await vi.waitFor(() => expect(heard).toHaveLength(1))
    expect(heard[0]?.query).toBe('br 1215')
    expect(keysOf(heard[0])).toEqual(['BR-1215'])
    expect(requests.paths).toEqual(['/api/buscar'])
    requests.stop()
  })

  it('aborts a request a newer query supersedes, and never reports its answer', async () => {
    const aborted: string[] = []
    server.use(
      http.get(SEARCH, async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? ''
        request.signal.addEventListener('abort', () => aborted.push(q))
        if (q === 'birlo') await delay(200)
        return forward(request)
      }),
    )
    const finder = createPartsFinder({ pauseMs: 0 })
    const { heard } = await typeQueries(finder, ['birlo', 'tambor'], 30)
    await vi.waitFor(() => expect(heard).toHaveLength(1))
    await delay(250)
    expect(heard.map((answer) => [answer.query, keysOf(answer)])).toEqual([['tambor', ['KF-101']]])
    expect(aborted).toEqual(['birlo'])
  })

  it('keeps answers: a query typed again is answered at once, without a request', async () => {
    const finder = createPartsFinder({ pauseMs: 0 })
    await finder.now('tambor')
    const requests = recordPaths()
    const heard: PartsAnswer[] = []
    finder.find('tambor', (answer) => heard.push(answer))
    expect(keysOf(heard[0])).toEqual(['KF-101'])
    expect(requests.paths).toEqual([])
    requests.stop()
  })

  it("a query the catalogue reads alike is answered by the first one's answer, under its own name", async () => {
    const finder = createPartsFinder({ pauseMs: 0 })
    await finder.now('M12 x 1')
    const requests = recordPaths()
    const heard: PartsAnswer[] = []
    finder.find('m12 x 1.', (answer) => heard.push(answer))
    expect(heard.map((answer) => [answer.query, keysOf(answer)])).toEqual([
      ['m12 x 1.', ['BR-1215']],
    ])
    expect(requests.paths).toEqual([])
    requests.stop()
  })

  it('a query too short to name a part asks nothing and finds none', async () => {
    const requests = recordPaths()
    const heard: PartsAnswer[] = []
    createPartsFinder({ pauseMs: 0 }).find(' b ', (answer) => heard.push(answer))
    expect(keysOf(heard[0])).toEqual([])
    expect(requests.paths).toEqual([])
    requests.stop()
  })

  it('a failed answer and a slow one are failures, never thrown', async () => {
    server.use(http.get(SEARCH, () => new HttpResponse('<html>', { status: 502 })))
    expect(await createPartsFinder().now('birlo')).toEqual({ query: 'birlo', status: 'failed' })
    server.use(
      http.get(SEARCH, async () => {
        await delay(1_000)
        return HttpResponse.json({})
      }),
    )
    const slow = createPartsFinder({ pauseMs: 0, timeoutMs: 50 })
    const heard: PartsAnswer[] = []
    slow.find('birlo', (answer) => heard.push(answer))
    await vi.waitFor(() => expect(heard).toEqual([{ query: 'birlo', status: 'failed' }]))
  })

  it('Enter does not wait past its limit for the parts', async () => {
    server.use(
      http.get(SEARCH, async ({ request }) => {
        await delay(500)
        return forward(request)
      }),
    )
    const answer = await createPartsFinder({ enterWaitMs: 30 }).now('birlo')
    expect(answer).toEqual({ query: 'birlo', status: 'failed' })
  })
})
