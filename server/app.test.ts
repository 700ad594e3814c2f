import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp } from './app.ts'

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'app-'))
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><h1>Inicio</h1>')
  writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><h1>Página no encontrada</h1>')
  return dir
}

describe('without any good catalogue', () => {
  const app = createApp({ clientDir: site(), catalogueDb: undefined })

  it('still serves the pages', async () => {
    const response = await app.request('/')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Inicio')
  })

  it.each(['/api/productos', '/api/marcas', '/api/productos/marca/Nissan'])(
    'answers %s with 503 and a JSON error',
    async (path) => {
      const response = await app.request(path)
      expect(response.status).toBe(503)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(response.headers.get('retry-after')).toBe('60')
      expect(await response.json()).toEqual({
        error: 'El catálogo no está disponible por el momento. Intente de nuevo más tarde.',
      })
    },
  )
})
