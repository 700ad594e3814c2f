import { describe, expect, it } from 'vitest'
import { outboxEnabled } from './enabled.ts'

describe('outboxEnabled', () => {
  it('is off unless OUTBOX=1 asks for it, whatever NODE_ENV says', () => {
    expect(outboxEnabled({})).toBe(false)
    expect(outboxEnabled({ NODE_ENV: 'development' })).toBe(false)
    expect(outboxEnabled({ NODE_ENV: 'production' })).toBe(false)
    expect(outboxEnabled({ OUTBOX: '0' })).toBe(false)
    expect(outboxEnabled({ OUTBOX: 'true' })).toBe(false)
  })

  it('is on with OUTBOX=1', () => {
    expect(outboxEnabled({ OUTBOX: '1' })).toBe(true)
    expect(outboxEnabled({ NODE_ENV: 'production', OUTBOX: '1' })).toBe(true)
  })
})
