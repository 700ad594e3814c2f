import { describe, expect, it } from 'vitest'
import { logText } from './log-text.ts'

describe('logText', () => {
  it('escapes line breaks, terminal escapes and NUL', () => {
    expect(logText('Ana\n[outbox] forged\r\u001b[2J\u0000\u0085')).toBe(
      'Ana\\u000a[outbox] forged\\u000d\\u001b[2J\\u0000\\u0085',
    )
  })

  it('leaves ordinary text, accents and emoji alone', () => {
    expect(logText('José Ñúñez — 50 piezas 🚗')).toBe('José Ñúñez — 50 piezas 🚗')
  })
})
