import { describe, expect, it, vi } from 'vitest'
import { postDate } from './post-date'

describe('a post’s date', () => {
  it('reads as Intl’s es-MX long date, every day of three years, without a formatter', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    const local = vi.spyOn(Date.prototype, 'toLocaleDateString')
    const expected: string[] = []
    const got: string[] = []
    for (let day = new Date(Date.UTC(2024, 0, 1)); day.getUTCFullYear() < 2027; ) {
      const iso = day.toISOString().slice(0, 10)
      got.push(postDate(iso))
      day.setUTCDate(day.getUTCDate() + 1)
      expected.push(iso)
    }
    expect(made).not.toHaveBeenCalled()
    expect(local).not.toHaveBeenCalled()
    made.mockRestore()
    local.mockRestore()
    expect(got).toEqual(
      expected.map((iso) =>
        new Date(`${iso}T12:00:00`).toLocaleDateString('es-MX', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }),
      ),
    )
  })

  it('shows what is not a date as it came', () => {
    expect(postDate('2026-13-01')).toBe('2026-13-01')
    expect(postDate('pronto')).toBe('pronto')
  })
})
