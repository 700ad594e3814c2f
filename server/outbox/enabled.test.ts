import { describe, expect, it } from 'vitest'
import { outboxEnabled } from './enabled.ts'

describe('outboxEnabled', () => {
  it('is on for a local server without EmailJS', () => {
    expect(outboxEnabled({})).toBe(true)
    expect(outboxEnabled({ NODE_ENV: 'development' })).toBe(true)
  })

  it('is off in production and whenever EmailJS is configured', () => {
    expect(outboxEnabled({ NODE_ENV: 'production' })).toBe(false)
    expect(outboxEnabled({ VITE_EMAILJS_SERVICE_ID: 'service_1' })).toBe(false)
    expect(outboxEnabled({ VITE_EMAILJS_PUBLIC_KEY: 'pk' })).toBe(false)
  })

  it('follows an explicit OUTBOX=1 or OUTBOX=0', () => {
    expect(outboxEnabled({ NODE_ENV: 'production', OUTBOX: '1' })).toBe(true)
    expect(outboxEnabled({ OUTBOX: '0' })).toBe(false)
  })
})
