import { describe, expect, it } from 'vitest'
import { MAXIMUM_PIECES } from '../site/order-rules'
import { heldLines } from './held-lines'
import { LINE_TEXT_LIMITS, MAXIMUM_LINES, type QuoteLine } from './line'
import { readStoredList, STORED_LIST_VERSION, sitePath } from './stored-list'

const line = (n: number, overrides: Partial<Record<keyof QuoteLine, unknown>> = {}) => ({
  key: `PP-${n}`,
  name: 'Perno de puerta trasera',
  measures: 'Largo 52 mm · Diámetro 7.9 mm',
  href: `/pernos-para-puerta/pp-${n}`,
  picture: `/img/productos/pp-${n}.svg`,
  quantity: 10 + n,
  ...overrides,
})

const stored = (lines: unknown[], version = STORED_LIST_VERSION) =>
  JSON.stringify({ version, lines })

describe('a stored list is held to the list’s rules when it is read', () => {
  it('keeps the first lines the list can hold out of a planted list of 10,000', () => {
    const planted = Array.from({ length: 10_000 }, (_, n) => line(n + 1))
    const { lines } = readStoredList(stored(planted))
    expect(lines).toHaveLength(MAXIMUM_LINES)
    expect(lines[0]).toEqual(line(1))
    expect(lines.at(-1)).toEqual(line(MAXIMUM_LINES))
  })

  it('counts only usable lines toward the limit, and a part listed twice once', () => {
    const planted = [
      line(1),
      { ...line(1), key: ' pp-1 ', quantity: 99 },
      line(2, { quantity: 0 }),
      ...Array.from({ length: 100 }, (_, n) => line(n + 3)),
    ]
    const { lines } = readStoredList(stored(planted))
    expect(lines).toHaveLength(MAXIMUM_LINES)
    // The header's badge counts what the page shows.
    expect(heldLines(stored(planted)).held.length).toBe(MAXIMUM_LINES)
    expect(heldLines(stored(planted.slice(0, 4))).held.length).toBe(2)
    expect(lines.map((kept) => kept.key).slice(0, 3)).toEqual(['PP-1', 'PP-3', 'PP-4'])
    expect(lines[0]?.quantity).toBe(11)
  })

  it('drops a line whose quantity the list could not hold', () => {
    const planted = [
      line(1, { quantity: 1e21 }),
      line(2, { quantity: MAXIMUM_PIECES + 1 }),
      line(3, { quantity: '1e21' }),
      line(4, { quantity: MAXIMUM_PIECES }),
      line(5, { quantity: 4 }),
    ]
    expect(readStoredList(stored(planted)).lines.map((kept) => [kept.key, kept.quantity])).toEqual([
      ['PP-4', MAXIMUM_PIECES],
      // Under the minimum is kept: the list page says so and the send waits for it.
      ['PP-5', 4],
    ])
  })

  it('cuts a long name or measures, and drops a part number longer than any part has', () => {
    const long = 'x'.repeat(100_000)
    const { lines } = readStoredList(
      stored([
        line(1, { key: `PP-${long}` }),
        line(2, { name: long, measures: long }),
        line(3, { href: `/pernos-para-puerta/${long}`, picture: `/img/${long}.svg` }),
      ]),
    )
    expect(lines.map((kept) => kept.key)).toEqual(['PP-2', 'PP-3'])
    const [cut, unlinked] = lines as [QuoteLine, QuoteLine]
    expect(cut.name).toHaveLength(LINE_TEXT_LIMITS.name)
    expect(cut.name.endsWith('…')).toBe(true)
    expect(cut.measures).toHaveLength(LINE_TEXT_LIMITS.measures)
    expect([unlinked.href, unlinked.picture]).toEqual(['', ''])
  })

  it('keeps the vehicle a line was chosen for, cut to its limit, and reads a list without any', () => {
    const { lines } = readStoredList(
      stored([
        line(1, { vehicle: ' Nissan  Tsuru 2005 ' }),
        line(2, { vehicle: 'x'.repeat(500) }),
        line(3, { vehicle: { make: 'Nissan' } }),
        line(4, { vehicle: '' }),
        line(5),
      ]),
    )
    expect(lines[0]?.vehicle).toBe('Nissan Tsuru 2005')
    expect(lines[1]?.vehicle).toHaveLength(LINE_TEXT_LIMITS.vehicle)
    expect(lines[1]?.vehicle?.endsWith('…')).toBe(true)
    // A list stored before lines named a vehicle, or with none usable, reads as it always did.
    for (const read of lines.slice(2)) expect(read).not.toHaveProperty('vehicle')
    expect(lines[4]).toEqual(line(5))
  })

  it('reads a list a newer version wrote by the same rules', () => {
    const planted = Array.from({ length: 200 }, (_, n) => line(n + 1))
    const read = readStoredList(stored(planted, STORED_LIST_VERSION + 1))
    expect(read.status).toBe('newer')
    expect(read.lines).toHaveLength(MAXIMUM_LINES)
  })
})

describe('a stored link or picture names a path of this site, or nothing', () => {
  it.each([
    '/pernos-para-puerta/pp-1',
    '/birlos-automotrices#pieza-br-1245',
    '/img/productos/pp-1.svg',
    '/pernos-para-puerta/pp%2012',
    '/pernos-para-puerta?marca=Nissan#catalogo',
    '/',
  ])('keeps %s', (path) => {
    expect(sitePath(path)).toBe(path)
  })

  it.each([
    '/\\evil.example/t.png',
    '\\\\evil.example/t.png',
    '\\/evil.example/t.png',
    '//evil.example/t.png',
    '///evil.example/t.png',
    '/%5Cevil.example/t.png',
    '/%5cevil.example/t.png',
    '/%2F/evil.example/t.png',
    '/%2fevil.example/t.png',
    '/%255Cevil.example/t.png',
    '/\t/evil.example/t.png',
    '/\n/evil.example/t.png',
    '/..//evil.example/t.png',
    '/./\\evil.example',
    'https://evil.example/t.png',
    'HTTPS://evil.example/t.png',
    'http:/evil.example/t.png',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'blob:https://evil.example/x',
    'evil.example/t.png',
    'img/t.png',
    '#pieza',
    '/img/a b.png',
    '/img/"onerror=x.png',
    '/img/%zz.png',
    '',
  ])('refuses %j', (path) => {
    expect(sitePath(path)).toBe('')
  })

  it('refuses anything but text', () => {
    for (const value of [null, undefined, 1, {}, ['/x'], { toString: () => '/x' }])
      expect(sitePath(value)).toBe('')
  })
})
