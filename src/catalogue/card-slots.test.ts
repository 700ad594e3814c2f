import { describe, expect, it } from 'vitest'
import { cardSlots } from './card-slots'

const slotsOf = (map: Map<string, number>, keys: string[]) => keys.map((key) => map.get(key))

describe('cardSlots', () => {
  it('numbers a first page in order', () => {
    const keys = ['PP-1', 'PP-2', 'PP-3']
    expect(slotsOf(cardSlots(new Map(), keys), keys)).toEqual([0, 1, 2])
  })

  it('keeps the card of every product still shown when the results narrow', () => {
    const model = cardSlots(new Map(), ['PP-1', 'PP-2', 'PP-3', 'PP-4', 'PP-5'])
    const year = cardSlots(model, ['PP-2', 'PP-4', 'PP-5'])
    expect(slotsOf(year, ['PP-2', 'PP-4', 'PP-5'])).toEqual([1, 3, 4])
  })

  it('gives a product new to the page the card of one no longer shown', () => {
    const before = cardSlots(new Map(), ['PP-1', 'PP-2', 'PP-3'])
    const after = cardSlots(before, ['PP-9', 'PP-2', 'PP-8'])
    expect(slotsOf(after, ['PP-9', 'PP-2', 'PP-8'])).toEqual([0, 1, 2])
  })

  it('adds cards for a longer page without giving two products one card', () => {
    const before = cardSlots(new Map(), ['PP-1', 'PP-2'])
    const after = cardSlots(before, ['PP-7', 'PP-2', 'PP-1', 'PP-6', 'PP-5'])
    const slots = slotsOf(after, ['PP-7', 'PP-2', 'PP-1', 'PP-6', 'PP-5'])
    expect(slots.slice(1, 3)).toEqual([1, 0])
    expect(new Set(slots).size).toBe(5)
  })
})
