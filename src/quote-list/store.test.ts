import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAXIMUM_PIECES, MINIMUM_PIECES } from '../site/order-rules'
import { MAXIMUM_LINES, type QuoteItem } from './line'
import { LIST_STORAGE_KEY, storedLineCount, subscribeToList } from './list-storage'
import { addToList, emptyList, readList, removeFromList, restoreList, setQuantity } from './store'
import { STORED_LIST_VERSION } from './stored-list'

const pin: QuoteItem = {
  key: 'PP-1',
  name: 'Perno de puerta trasera',
  measures: 'Largo 52 mm · Diámetro 7.9 mm',
  href: '/pernos-para-puerta/pp-1',
  picture: '/img/productos/pp-1.svg',
}
const stud: QuoteItem = {
  key: 'BR-1245',
  name: 'Birlo M12 × 1.5',
  measures: 'Largo 45 mm',
  href: '/birlos-automotrices#pieza-br-1245',
  picture: '/img/familias/stud.svg',
}

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())

describe('the quote list', () => {
  it('adds a part with the ten-piece minimum and keeps it in localStorage', () => {
    const result = addToList(pin)
    expect(result).toEqual({ added: true, line: { ...pin, quantity: MINIMUM_PIECES } })
    const stored = JSON.parse(localStorage.getItem(LIST_STORAGE_KEY) ?? '')
    expect(stored).toEqual({ version: STORED_LIST_VERSION, lines: [{ ...pin, quantity: 10 }] })
    expect(readList()).toEqual({ status: 'ready', lines: [{ ...pin, quantity: 10 }] })
  })

  it('adding the same part again raises its quantity instead of adding a line', () => {
    addToList(pin)
    addToList(stud)
    const again = addToList({ ...pin, key: ' pp-1 ' })
    expect(again).toMatchObject({ added: true, line: { quantity: 20 } })
    expect(readList().lines.map((line) => [line.key, line.quantity])).toEqual([
      [' pp-1 '.trim(), 20],
      ['BR-1245', 10],
    ])
  })

  it('keeps the vehicle a part was added for, and names each vehicle it is added for once', () => {
    addToList({ ...pin, vehicle: 'Nissan Tsuru 2005' })
    addToList(pin)
    expect(readList().lines[0]?.vehicle).toBe('Nissan Tsuru 2005')
    addToList({ ...pin, vehicle: 'Nissan Platina 2008' })
    addToList({ ...pin, vehicle: 'Nissan Tsuru 2005' })
    expect(readList().lines[0]).toMatchObject({
      vehicle: 'Nissan Tsuru 2005 · Nissan Platina 2008',
      quantity: 40,
    })
  })

  it('keeps whole quantities only, up to the maximum', () => {
    addToList(pin)
    setQuantity('PP-1', 250)
    expect(readList().lines[0]?.quantity).toBe(250)
    for (const refused of [0, -5, 2.5, Number.NaN, MAXIMUM_PIECES + 1]) {
      setQuantity('PP-1', refused)
      expect(readList().lines[0]?.quantity).toBe(250)
    }
    // A quantity under the minimum is kept: the list page says so and the send waits for it.
    setQuantity('PP-1', 4)
    expect(readList().lines[0]?.quantity).toBe(4)
    addToList(pin, MAXIMUM_PIECES)
    expect(readList().lines[0]?.quantity).toBe(MAXIMUM_PIECES)
  })

  it('removes, empties and puts back what was taken away, in place', () => {
    addToList(pin)
    addToList(stud)
    const before = readList().lines
    removeFromList('pp-1')
    expect(readList().lines.map((line) => line.key)).toEqual(['BR-1245'])
    emptyList()
    expect(readList().lines).toEqual([])
    addToList({ ...stud, key: 'TU-7' })
    restoreList(before)
    expect(readList().lines.map((line) => line.key)).toEqual(['PP-1', 'BR-1245', 'TU-7'])
  })

  it(`refuses a line beyond ${MAXIMUM_LINES}`, () => {
    for (let n = 0; n < MAXIMUM_LINES; n++) addToList({ ...pin, key: `PP-${n}` })
    expect(addToList({ ...pin, key: 'PP-X' })).toEqual({ added: false, reason: 'full' })
    expect(storedLineCount()).toBe(MAXIMUM_LINES)
  })

  it('reads a damaged stored list as empty and drops unusable lines', () => {
    localStorage.setItem(LIST_STORAGE_KEY, '{not json')
    expect(readList().lines).toEqual([])
    expect(storedLineCount()).toBe(0)
    localStorage.setItem(
      LIST_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        lines: [
          { ...pin, quantity: 10 },
          { key: '', quantity: 5 },
          { key: 'X', quantity: 'diez' },
        ],
      }),
    )
    expect(readList().lines).toEqual([{ ...pin, quantity: 10 }])
  })

  it('brings a version 1 list up to date: its lines had no picture', () => {
    const { picture: _, ...withoutPicture } = pin
    localStorage.setItem(
      LIST_STORAGE_KEY,
      JSON.stringify({ version: 1, lines: [{ ...withoutPicture, quantity: 40 }] }),
    )
    expect(readList()).toEqual({ status: 'ready', lines: [{ ...pin, picture: '', quantity: 40 }] })
    addToList(stud)
    expect(JSON.parse(localStorage.getItem(LIST_STORAGE_KEY) ?? '')).toEqual({
      version: STORED_LIST_VERSION,
      lines: [
        { ...pin, picture: '', quantity: 40 },
        { ...stud, quantity: 10 },
      ],
    })
  })

  it('never takes a link or a picture from another host out of storage', () => {
    localStorage.setItem(
      LIST_STORAGE_KEY,
      JSON.stringify({
        version: STORED_LIST_VERSION,
        lines: [
          { ...pin, href: 'https://otro.example/x', picture: '//otro.example/x.svg', quantity: 10 },
        ],
      }),
    )
    expect(readList().lines).toEqual([{ ...pin, href: '', picture: '', quantity: 10 }])
  })

  it('never overwrites a list written by a newer version of the site', () => {
    const newer = JSON.stringify({
      version: STORED_LIST_VERSION + 1,
      lines: [{ ...pin, quantity: 30, color: 'azul' }],
    })
    localStorage.setItem(LIST_STORAGE_KEY, newer)
    expect(readList()).toEqual({ status: 'newer', lines: [{ ...pin, quantity: 30 }] })
    expect(addToList(stud)).toEqual({ added: false, reason: 'newer' })
    expect(localStorage.getItem(LIST_STORAGE_KEY)).toBe(newer)
  })
})

describe('two tabs', () => {
  it('a change made in another tab reaches this one through the storage event', () => {
    const onChange = vi.fn()
    const unsubscribe = subscribeToList(onChange)
    addToList(pin)
    expect(onChange).toHaveBeenCalledTimes(1)
    // The other tab writes the same storage; this tab hears of it by a `storage` event.
    const other = JSON.stringify({
      version: STORED_LIST_VERSION,
      lines: [{ ...stud, quantity: 50 }],
    })
    localStorage.setItem(LIST_STORAGE_KEY, other)
    window.dispatchEvent(new StorageEvent('storage', { key: LIST_STORAGE_KEY, newValue: other }))
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(readList().lines).toEqual([{ ...stud, quantity: 50 }])
    expect(storedLineCount()).toBe(1)
    // Another key's change is not the list's.
    window.dispatchEvent(new StorageEvent('storage', { key: 'otra-cosa', newValue: '1' }))
    expect(onChange).toHaveBeenCalledTimes(2)
    unsubscribe()
    addToList(pin)
    expect(onChange).toHaveBeenCalledTimes(2)
  })
})
