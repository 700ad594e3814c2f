import { describe, expect, it } from 'vitest'
import { sectionProjections } from '../../src/sections/projections'
import { drawingNames } from '../../src/sections/shared/drawings'
import { drawingOptions } from '../../studio/schemaTypes/objects/drawing'
import { sectionTypeNames } from '../../studio/schemaTypes/sections'

describe('section registry', () => {
  it('renders exactly the section types the Studio can create', () => {
    expect(Object.keys(sectionProjections).sort()).toEqual([...sectionTypeNames].sort())
  })

  it('offers in the Studio exactly the drawings the site has', () => {
    expect(drawingOptions.map((option) => option.value).sort()).toEqual([...drawingNames].sort())
  })
})
