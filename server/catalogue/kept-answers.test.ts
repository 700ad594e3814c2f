import { describe, expect, it } from 'vitest'
import type { Precompressed } from '../http/precompressed.ts'
import { keptAnswers } from './kept-answers.ts'

/** An answer of `bytes` bytes, sent as it is (its size counts once against the budget). */
const answer = (bytes: number, tag = 0): Precompressed => {
  const identity = new Uint8Array(bytes).fill(tag)
  return {
    identity,
    gzip: identity,
    br: identity,
    etag: `W/"${tag}"`,
    uncompressed: ['gzip', 'br'],
  }
}

describe('keptAnswers', () => {
  it('makes an answer once and hands back the kept one after', () => {
    const kept = keptAnswers(1000)
    let made = 0
    const make = () => {
      made++
      return answer(10)
    }
    const first = kept.get('a', make)
    expect(kept.get('a', make)).toBe(first)
    expect(made).toBe(1)
  })

  it('keeps nothing for an answer that is not there, and makes it again when asked', () => {
    const kept = keptAnswers(1000)
    let made = 0
    const none = () => {
      made++
      return undefined
    }
    expect(kept.get('a', none)).toBeUndefined()
    expect(kept.get('a', none)).toBeUndefined()
    expect(made).toBe(2)
    expect(kept.keys()).toEqual([])
  })

  it('lets the least recently asked go first once over its budget', () => {
    const kept = keptAnswers(40)
    for (const key of ['a', 'b', 'c', 'd']) kept.get(key, () => answer(10))
    kept.get('e', () => answer(10))
    expect(kept.keys()).toEqual(['b', 'c', 'd', 'e'])
    kept.get('f', () => answer(20))
    expect(kept.keys()).toEqual(['d', 'e', 'f'])
  })

  it('keeps an answer that is asked again among the newer half, whatever is added after', () => {
    const kept = keptAnswers(80)
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) kept.get(key, () => answer(10))
    // 'a' is the oldest: asked, it moves to the newest end.
    kept.get('a', () => undefined)
    expect(kept.keys().at(-1)).toBe('a')
    // A hot answer asked between every new one is never the one to go.
    for (let i = 0; i < 50; i++) {
      kept.get(`new-${i}`, () => answer(10))
      expect(kept.get('a', () => undefined)).toBeDefined()
      expect(kept.keys().indexOf('a')).toBeGreaterThanOrEqual(kept.keys().length / 2 - 1)
    }
  })

  it('counts every encoding of a compressed answer against the budget', () => {
    const kept = keptAnswers(100)
    const compressed = (): Precompressed => ({
      identity: new Uint8Array(40),
      gzip: new Uint8Array(10),
      br: new Uint8Array(10),
      etag: 'W/"x"',
    })
    kept.get('a', compressed)
    kept.get('b', compressed)
    expect(kept.keys()).toEqual(['b'])
  })
})
