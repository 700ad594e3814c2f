import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { FaqList } from './FaqList'

describe('FaqList', () => {
  it('shows six referenced questions as native disclosure widgets', async () => {
    const { section, settings } = await snapshotSection('/pernos-para-puerta', 'faqList')
    expect(section.items).toHaveLength(6)
    const { container } = await renderSection(<FaqList section={section} />, settings)
    const first = container.querySelector('details')
    expect(first).not.toHaveAttribute('open')
    // <summary> is natively focusable and toggles with Enter/Space in browsers; jsdom does clicks.
    await userEvent.click(screen.getByText(section.items[0]?.question ?? ''))
    expect(first).toHaveAttribute('open')
    expect(screen.getByText(section.items[0]?.answer ?? '')).toBeVisible()
  })
})
