import type { AnyRouter } from '@tanstack/react-router'
import { type SanityProject, type SanityProjectEnv, sanityProject } from '../content/sanity-project'

/**
 * Whether the page runs inside the Studio's Presentation tool: framed, with a Studio configured,
 * and (where the browser tells) framed by that Studio's origin. Only then is the visual-editing
 * code downloaded. The site's frame-ancestors policy already lets no other origin frame it.
 */
export function inPresentationFrame(studioUrl: string | undefined, win: Window): boolean {
  if (!studioUrl || win.self === win.top) return false
  const framedBy = win.location.ancestorOrigins?.[0]
  return framedBy === undefined || framedBy === new URL(studioUrl).origin
}

/** After the page has loaded and the browser is idle: live content never delays the page. */
function whenIdle(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 200)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

function start(project: SanityProject, router: AnyRouter) {
  const { studioUrl } = project
  const started =
    studioUrl && inPresentationFrame(studioUrl, window)
      ? import('./presentation').then((live) =>
          live.startPresentation({ ...project, studioUrl }, router),
        )
      : import('./published').then((live) => live.startPublishedLive(project))
  // Without the live code the page still shows the content it was built with.
  started.catch((error: unknown) => console.warn('[live content] could not start', error))
}

/**
 * Starts live content once the page is interactive, when the build has a Sanity project:
 * drafts and click-to-edit overlays inside the Presentation tool, published changes elsewhere.
 */
export function startLiveContent(env: SanityProjectEnv, router: AnyRouter) {
  const project = sanityProject(env)
  if (project) whenIdle(() => start(project, router))
}
