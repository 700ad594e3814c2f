import { describe, expect, it } from 'vitest'
import { candidateKeys, type KeyLookup, matchPhotoFile } from './file-names'

const catalogue = ['PP-1', 'PP-12S', 'BR-1215', 'TC-7-2']
const lookup: KeyLookup = (key) =>
  catalogue.find((k) => k.toLowerCase() === key.toLowerCase()) ?? null

describe('matchPhotoFile', () => {
  it('places a part’s main photo and its other angles by suffix', () => {
    expect(matchPhotoFile('PP-1.jpg', lookup).target).toEqual({
      kind: 'part',
      key: 'PP-1',
      angle: 1,
    })
    expect(matchPhotoFile('PP-1-2.jpg', lookup).target).toEqual({
      kind: 'part',
      key: 'PP-1',
      angle: 2,
    })
    expect(matchPhotoFile('BR-1215-12.webp', lookup).target).toEqual({
      kind: 'part',
      key: 'BR-1215',
      angle: 12,
    })
  })

  it('reads keys and extensions in any case, giving the catalogue’s spelling', () => {
    expect(matchPhotoFile('pp-12s.JPG', lookup).target).toEqual({
      kind: 'part',
      key: 'PP-12S',
      angle: 1,
    })
    expect(matchPhotoFile('fotos/br-1215-3.JpEg', lookup).target).toEqual({
      kind: 'part',
      key: 'BR-1215',
      angle: 3,
    })
  })

  it('prefers a whole key that ends like a suffix over another part’s angle', () => {
    expect(matchPhotoFile('TC-7-2.png', lookup).target).toEqual({
      kind: 'part',
      key: 'TC-7-2',
      angle: 1,
    })
  })

  it('places lines and scenes by their prefix', () => {
    expect(matchPhotoFile('linea-birlos.jpg', lookup).target).toEqual({
      kind: 'line',
      line: 'birlos',
    })
    expect(matchPhotoFile('LINEA-Kits-de-Frenos.jpg', lookup).target).toEqual({
      kind: 'line',
      line: 'kits-de-frenos',
    })
    expect(matchPhotoFile('escena-planta.jpg', lookup).target).toEqual({
      kind: 'scene',
      scene: 'planta',
    })
  })

  it('says in Spanish why an unknown name is not placed', () => {
    expect(matchPhotoFile('XX-9.jpg', lookup)).toEqual({
      file: 'XX-9.jpg',
      target: null,
      reason: 'Ninguna pieza del catálogo tiene la clave «XX-9».',
    })
    expect(matchPhotoFile('PP-1-0.jpg', lookup).target).toBeNull()
    expect(matchPhotoFile('PP-1-x.jpg', lookup).target).toBeNull()
    expect(matchPhotoFile('linea-pijas.jpg', lookup)).toMatchObject({
      reason: 'No hay una línea «pijas».',
    })
    expect(matchPhotoFile('escena-bodega.jpg', lookup)).toMatchObject({
      reason: 'No hay una escena «bodega».',
    })
    expect(matchPhotoFile('PP-1.pdf', lookup)).toMatchObject({
      reason: 'No es una foto: sube JPG, PNG, WebP o AVIF.',
    })
  })
})

describe('candidateKeys', () => {
  it('names the whole name and the name without an angle, nothing for lines, scenes or other files', () => {
    expect(candidateKeys('PP-1-2.jpg')).toEqual(['PP-1-2', 'PP-1'])
    expect(candidateKeys('BR-1215.jpg')).toEqual(['BR-1215'])
    expect(candidateKeys('linea-birlos.jpg')).toEqual([])
    expect(candidateKeys('notas.txt')).toEqual([])
  })
})
