/**
 * A stand-in for the Studio's Presentation tool, for the end-to-end tests: it frames the site
 * (the URL in ?preview=) and speaks the Presentation protocol over postMessage with the same
 * library and channels the Studio uses (@sanity/comlink, `presentation` ↔ `loaders` and
 * `presentation` ↔ `visual-editing`). The queries the site hands over are answered by the test
 * (window.answerQuery, exposed by Playwright) with drafts applied and a source map, as the
 * Studio answers them with the editor's session; what the overlays report is kept in
 * window.studioLog for the test to read. As the real Studio does, it tells the page its
 * perspective once connected and ignores queries for another project or dataset than its own
 * (?projectId=&dataset=).
 */
import { createConnectionMachine, createController } from '@sanity/comlink'
import {
  createCompatibilityActors,
  type LoaderControllerMsg,
  type LoaderNodeMsg,
  type VisualEditingControllerMsg,
  type VisualEditingNodeMsg,
} from '@sanity/presentation-comlink'

type Answer = { result: unknown; resultSourceMap: unknown }

declare global {
  interface Window {
    answerQuery(query: string, params: unknown): Promise<Answer>
    studioLog: { type: string; data: unknown }[]
  }
}

window.studioLog = []
const search = new URLSearchParams(window.location.search)
const preview = new URL(search.get('preview') ?? '')
// The project and dataset this Studio edits: the real one answers queries for these only.
const workspace = { projectId: search.get('projectId') ?? '', dataset: search.get('dataset') ?? '' }
const iframe = document.createElement('iframe')
iframe.title = 'Vista previa del sitio'
iframe.src = preview.href
document.body.append(iframe)

const controller = createController({ targetOrigin: preview.origin })
if (iframe.contentWindow) controller.addTarget(iframe.contentWindow)

const loaders = controller.createChannel<LoaderControllerMsg, LoaderNodeMsg>(
  { name: 'presentation', connectTo: 'loaders', heartbeat: true },
  createConnectionMachine<LoaderControllerMsg, LoaderNodeMsg>().provide({
    actors: createCompatibilityActors(),
  }),
)
loaders.on('loader/query-listen', async (data) => {
  if (data.projectId !== workspace.projectId || data.dataset !== workspace.dataset) {
    window.studioLog.push({ type: 'ignored', data })
    return
  }
  window.studioLog.push({ type: 'loader/query-listen', data })
  const { result, resultSourceMap } = await window.answerQuery(data.query, data.params)
  loaders.post('loader/query-change', {
    projectId: data.projectId,
    dataset: data.dataset,
    perspective: data.perspective,
    query: data.query,
    params: data.params,
    result,
    resultSourceMap,
    tags: [],
  } as Extract<LoaderControllerMsg, { type: 'loader/query-change' }>['data'])
})
// Once connected, the Studio tells the page which perspective it shows, as the real one does.
loaders.onStatus((event) => {
  if (event.status === 'connected')
    loaders.post('loader/perspective', { ...workspace, perspective: 'drafts' })
})
loaders.on('loader/documents', (data) => window.studioLog.push({ type: 'loader/documents', data }))

const overlays = controller.createChannel<VisualEditingControllerMsg, VisualEditingNodeMsg>(
  { name: 'presentation', connectTo: 'visual-editing', heartbeat: true },
  createConnectionMachine<VisualEditingControllerMsg, VisualEditingNodeMsg>().provide({
    actors: createCompatibilityActors(),
  }),
)
overlays.on('visual-editing/focus', (data) => window.studioLog.push({ type: 'focus', data }))
overlays.on('visual-editing/navigate', (data) => window.studioLog.push({ type: 'navigate', data }))
overlays.on('visual-editing/fetch-perspective', () => ({ perspective: 'drafts' as const }))
overlays.on('visual-editing/features', () => ({ features: { optimistic: false } }))
overlays.onStatus((event) => {
  window.studioLog.push({ type: 'overlays-status', data: event.status })
  if (event.status === 'connected')
    overlays.post('presentation/perspective', { perspective: 'drafts' })
})

loaders.start()
overlays.start()
