import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { isPagePath } from '../../site/pages'
import { RelatedProducts } from './RelatedProducts'

describe('RelatedProducts', () => {
  it('links to other product pages of the site', async () => {
    const { section, settings } = await snapshotSection('/tornillo-caliper', 'relatedProducts')
    await renderSection(<RelatedProducts section={section} />, settings)
    for (const item of section.items) {
      expect(isPagePath(item.path)).toBe(true)
      expect(item.path).not.toBe('/tornillo-caliper')
      expect(screen.getByRole('link', { name: new RegExp(item.label) })).toHaveAttribute(
        'href',
        item.path,
      )
    }
  })
})
