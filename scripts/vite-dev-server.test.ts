import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ViteDevServer } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { handle } from './vite-dev-server.ts'

/** What the SSR entry renders in `vite dev`: its head already loads Vite's client. */
const RENDERED =
  '<!DOCTYPE html><html lang="es-MX"><head><script type="module" src="/@vite/client"></script></head><body><main id="contenido"></main></body></html>'

function fakeVite() {
  return {
    ssrLoadModule: vi.fn(async () => ({
      render: async () =>
        new Response(RENDERED, { status: 200, headers: { 'content-type': 'text/html' } }),
    })),
    transformIndexHtml: vi.fn(async (_url: string, html: string) =>
      html.replace('<head>', '<head>\n  <script type="module" src="/@vite/client"></script>\n'),
    ),
  }
}

function fakeResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: '' }
  const res = {
    set statusCode(value: number) {
      sent.status = value
    },
    setHeader: (name: string, value: string) => {
      sent.headers[name] = value
    },
    end: (body: string) => {
      sent.body = body
    },
  }
  return { res: res as unknown as ServerResponse, sent }
}

describe('the dev server', () => {
  it('sends a page exactly as rendered, so the browser hydrates the same head', async () => {
    const vite = fakeVite()
    const { res, sent } = fakeResponse()
    await handle(
      vite as unknown as ViteDevServer,
      { url: '/pernos-para-puerta' } as IncomingMessage,
      res,
    )
    expect(sent.status).toBe(200)
    expect(sent.headers['content-type']).toBe('text/html')
    // Vite's own HTML transform would load its client a second time, with text between the
    // head's tags: the browser's render then failed to match the server's.
    expect(sent.body).toBe(RENDERED)
    expect(vite.transformIndexHtml).not.toHaveBeenCalled()
  })
})
