import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createErrorLog } from './error-log.ts'

describe('createErrorLog', () => {
  it('writes one line per kind a minute, then counts what it left out', () => {
    let time = 0
    const lines: string[] = []
    const log = createErrorLog({ now: () => time, write: (line) => lines.push(line) })
    // Thrown at one place in the code, as a handler's error is.
    const invalidUrl = () => new TypeError('Invalid URL')
    for (let i = 0; i < 1000; i++) log(invalidUrl(), `GET /x${i}`)
    log(new RangeError('too far'), 'GET /y')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^server error: TypeError: Invalid URL at .*; first at GET \/x0$/)
    expect(lines.join('\n')).not.toMatch(/\n\s+at /)
    time = 60_000
    log(invalidUrl(), 'GET /z')
    expect(lines[2]).toMatch(/\(999 more since the last line\)$/)
  })

  it('keeps a visitor from forging a log line', () => {
    const lines: string[] = []
    const log = createErrorLog({ write: (line) => lines.push(line) })
    log(new Error('bad\nserver error: fake'), 'GET /a\nforged')
    expect(lines).toHaveLength(1)
    expect(lines[0]).not.toContain('\n')
  })

  it('is what the server answers a failing request with: 500, one line', async () => {
    const lines: string[] = []
    const log = createErrorLog({ write: (line) => lines.push(line) })
    const inner = new Hono().get('/boom', () => {
      throw new Error('kaput')
    })
    const app = new Hono().route('/api', inner)
    app.onError((error, c) => {
      log(error, `${c.req.method} ${c.req.path}`)
      return c.text('Error interno del servidor', 500)
    })
    for (let i = 0; i < 3; i++) {
      const response = await app.request('/api/boom')
      expect(response.status).toBe(500)
    }
    expect(lines).toHaveLength(1)
  })
})
