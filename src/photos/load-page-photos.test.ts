import { describe, expect, it } from 'vitest'
import { pagePhotosOf } from './load-page-photos'
import { NO_PAGE_PHOTOS } from './page-photos'
import type { Photo } from './photo'

const photo = (name: string): Photo => ({
  url: `https://cdn.sanity.io/images/p/production/${name}-1600x1000.jpg`,
  assetId: `image-${name}-1600x1000-jpg`,
  width: 1600,
  height: 1000,
  lqip: null,
  crop: null,
  hotspot: null,
  alt: name,
})

describe('pagePhotosOf', () => {
  it('keeps the line’s photo and only the scenes the page’s sections show', () => {
    const sections = [
      { _type: 'processSteps', steps: [{ drawing: 'browse' }, { drawing: 'stud' }] },
    ]
    const photos = pagePhotosOf(
      {
        line: photo('birlos'),
        scenes: { paso1: photo('paso'), planta: photo('planta'), paso2: null },
      },
      sections,
    )
    expect(photos.line?.alt).toBe('birlos')
    expect(Object.keys(photos.scenes)).toEqual(['paso-1'])
  })

  it('gives the company’s picture any of its three photos, and nothing for an upload without its size', () => {
    const sections = [{ _type: 'richText', drawing: 'about' }]
    expect(
      Object.keys(pagePhotosOf({ scenes: { equipo: photo('equipo') } }, sections).scenes),
    ).toEqual(['equipo'])
    expect(pagePhotosOf({ line: { url: 'x', alt: 'a' }, scenes: null }, sections)).toBe(
      NO_PAGE_PHOTOS,
    )
    expect(pagePhotosOf(null, sections)).toBe(NO_PAGE_PHOTOS)
  })
})
