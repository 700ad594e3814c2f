import { describe, expect, it } from 'vitest'
import { asksNotToTrack, deviceClass, sampleRate } from './start'

describe('sampleRate', () => {
  it('reads a share between 0 and 1, all when unset or unreadable', () => {
    expect(sampleRate(undefined)).toBe(1)
    expect(sampleRate('')).toBe(1)
    expect(sampleRate('abc')).toBe(1)
    expect(sampleRate('0.1')).toBe(0.1)
    expect(sampleRate('0')).toBe(0)
    expect(sampleRate('7')).toBe(1)
  })
})

describe('asksNotToTrack', () => {
  const nav = (fields: object) => fields as Navigator
  it('honours Do Not Track and Global Privacy Control', () => {
    expect(asksNotToTrack(nav({ doNotTrack: '1' }), {})).toBe(true)
    expect(asksNotToTrack(nav({}), { doNotTrack: '1' })).toBe(true)
    expect(asksNotToTrack(nav({ globalPrivacyControl: true }), {})).toBe(true)
    expect(asksNotToTrack(nav({ doNotTrack: '0' }), {})).toBe(false)
    expect(asksNotToTrack(nav({ doNotTrack: null }), {})).toBe(false)
  })
})

describe('deviceClass', () => {
  const media = (coarse: boolean) => ({
    matchMedia: (query: string) => ({ matches: coarse && query === '(pointer: coarse)' }),
  })
  it('counts a touch screen as mobile and a fine pointer as desktop', () => {
    expect(deviceClass(media(true) as unknown as Window)).toBe('mobile')
    expect(deviceClass(media(false) as unknown as Window)).toBe('desktop')
  })
})
