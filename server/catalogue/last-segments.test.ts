import { describe, expect, it } from 'vitest'
import { lastSegments } from './api.ts'

describe('lastSegments', () => {
  it.each([
    ['http://localhost/api/marcas', 1, '/marcas'],
    ['http://localhost/api/productos/marca/Nissan', 3, '/productos/marca/Nissan'],
    [
      'http://localhost/api/birlos/productos/modelo/Sed%C3%A1n?x=1',
      4,
      '/birlos/productos/modelo/Sed%C3%A1n',
    ],
    ['http://localhost/api/buscar?q=a/b#c', 1, '/buscar'],
    ['http://localhost/api/producto/pp-1#parte?x', 2, '/producto/pp-1'],
    ['http://localhost:4321/api/pernos/buscar?', 2, '/pernos/buscar'],
    ['http://localhost/api/modelos/marca/', 3, '/modelos/marca/'],
  ])('%s, %i segments → %s', (url, count, path) => {
    expect(lastSegments(url, count)).toBe(path)
  })
})
