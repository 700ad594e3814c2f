import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createCatalogueApi } from '../../server/catalogue/api.ts'
import { openCatalogueDb } from '../../server/catalogue/db.ts'
import { config } from '../../server/config.ts'
import { buildCatalogueReader } from './build-reader.ts'

describe("the build's catalogue reader (the local service)", () => {
  const read = buildCatalogueReader()
  const service = new Hono().route(
    '/api',
    createCatalogueApi({ db: openCatalogueDb(config.catalogueDir) }),
  )
  const served = async (path: string) =>
    (await service.fetch(new Request(`http://localhost/api${path}`))).json()

  it('answers a search as the service does, the query read the same way', async () => {
    for (const path of [
      '/birlos/buscar?modelo=Corolla&por_pagina=7',
      '/pernos/buscar?modelo=Tsuru&por_pagina=7',
      '/abrazaderas/buscar?q=Sinf%C3%ADn&por_pagina=24',
      '/buscar?q=M12%20x%201.5',
      '/birlos/buscar?por_pagina=999&pagina=x',
    ]) {
      expect(await read(path), path).toEqual(await served(path))
    }
  })

  it('answers the lists and a part as the service does, and fails on a path it has not', async () => {
    for (const path of ['/productos', '/birlos/productos', '/birlos/marcas', '/producto/br-1215'])
      expect(await read(path), path).toEqual(await served(path))
    await expect(read('/no-existe/buscar')).rejects.toThrow(/HTTP 404/)
  })
})
