import { describe, expect, it } from 'vitest'
import { pictureNames } from '../../src/picture-files/picture-names'
import { sectionRegistry } from '../../src/sections/registry'
import { drawingOptions } from '../../studio/schemaTypes/objects/drawing'
import { sectionTypeNames } from '../../studio/schemaTypes/sections'

describe('section registry', () => {
  // tsc holds the same rule through the generated types; this catches a stale generation.
  it('has a component for exactly the section types the Studio can create', () => {
    expect(Object.keys(sectionRegistry).sort()).toEqual([...sectionTypeNames].sort())
  })

  it('offers in the Studio exactly the pictures the site has', () => {
    expect(drawingOptions.map((option) => option.value).sort()).toEqual([...pictureNames].sort())
  })
})
