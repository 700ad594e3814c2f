import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOCAL_DEV_TOKEN } from '../../src/forms/robot-check/local-token.ts'
import { createOutboxApi, MAX_BODY_BYTES } from './api.ts'
import { readOutbox } from './file.ts'

const quote = {
  lib_version: '4.4.1',
  user_id: 'local-outbox',
  service_id: 'local',
  template_id: 'quote',
  template_params: {
    name: 'Ana López',
    email: 'ana@taller.mx',
    phone: '5512345678',
    state: 'Jalisco',
    cantidad: '50 Piezas',
    message: 'Cotización de PP-101',
    'g-recaptcha-response': LOCAL_DEV_TOKEN,
  },
}

let dir: string
let file: string
let lines: string[]

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-'))
  file = join(dir, 'nested', 'outbox.ndjson')
  lines = []
})
afterEach(() => rm(dir, { recursive: true, force: true }))

function app(options: Parameters<typeof createOutboxApi>[0] = {}) {
  return createOutboxApi({
    file,
    fail: false,
    log: (line) => lines.push(line),
    now: () => new Date('2026-11-03T10:00:00Z'),
    ...options,
  })
}

function post(body: unknown, target = app()) {
  return target.request('/v1.0/email/send', {
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('POST /v1.0/email/send', () => {
  it('appends a valid request to the outbox file, logs it and answers 200 OK', async () => {
    const response = await post(quote)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    expect(await readOutbox(file)).toEqual([
      {
        receivedAt: '2026-11-03T10:00:00.000Z',
        service_id: 'local',
        template_id: 'quote',
        user_id: 'local-outbox',
        template_params: quote.template_params,
      },
    ])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('quote from Ana López <ana@taller.mx>')
  })

  it('appends one line per request', async () => {
    const target = app()
    await post(quote, target)
    const contact = {
      ...quote,
      template_id: 'contact',
      template_params: {
        name: 'Luis',
        email: 'luis@flotilla.mx',
        number: '3312345678',
        producto: 'Kits de Freno',
        message: 'Hola',
        'g-recaptcha-response': LOCAL_DEV_TOKEN,
      },
    }
    await post(contact, target)
    await post(
      { ...quote, template_id: 'newsletter', template_params: { email: 'a@b.mx' } },
      target,
    )
    const text = await readFile(file, 'utf8')
    expect(text.trim().split('\n')).toHaveLength(3)
    expect((await readOutbox(file)).map((entry) => entry.template_id)).toEqual([
      'quote',
      'contact',
      'newsletter',
    ])
  })

  it.each([
    ['not JSON', '{nope', 'JSON'],
    ['an array', [], 'JSON object'],
    ['a wrong public key', { ...quote, user_id: 'abc' }, 'Public Key'],
    ['a missing service id', { ...quote, service_id: undefined }, 'service ID'],
    ['an unknown template', { ...quote, template_id: 'invoice' }, 'template ID'],
    ['params that are not an object', { ...quote, template_params: 'x' }, 'template_params'],
    [
      'a blank required param',
      { ...quote, template_params: { ...quote.template_params, phone: ' ' } },
      'phone',
    ],
    [
      'an absent optional param',
      { ...quote, template_params: { ...quote.template_params, state: undefined } },
      'state',
    ],
    [
      'a non-string param',
      { ...quote, template_params: { ...quote.template_params, cantidad: 50 } },
      'cantidad',
    ],
    [
      'no robot-check token',
      { ...quote, template_params: { ...quote.template_params, 'g-recaptcha-response': '' } },
      'reCAPTCHA',
    ],
    [
      'a robot-check token that is not the local one',
      { ...quote, template_params: { ...quote.template_params, 'g-recaptcha-response': 'x' } },
      'reCAPTCHA',
    ],
    [
      'an e-mail that is not one',
      { ...quote, template_params: { ...quote.template_params, email: 'juan@' } },
      'email',
    ],
    ['the template id __proto__', { ...quote, template_id: '__proto__' }, 'template ID'],
    ['the template id toString', { ...quote, template_id: 'toString' }, 'template ID'],
    ['the template id constructor', { ...quote, template_id: 'constructor' }, 'template ID'],
  ])('answers 400 with a text body for %s', async (_name, body, words) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(words)
    expect(await readOutbox(file)).toEqual([])
  })

  it('takes a fit report without a contact, and refuses one whose e-mail is not one', async () => {
    const report = {
      ...quote,
      template_id: 'fit-report',
      template_params: {
        subject: '¿Te quedó? Le quedó: PP-98 Perno de puerta trasera en Nissan Tsuru 2005',
        report: 'Le quedó',
        part: 'PP-98 Perno de puerta trasera',
        vehicle: 'Nissan Tsuru 2005',
        make: 'Nissan',
        model: 'Tsuru',
        year: '2005',
        message: '',
        name: '',
        contact: '',
        email: '',
        phone: '',
        page: '/pernos-para-puerta/pp-98',
        'g-recaptcha-response': LOCAL_DEV_TOKEN,
      },
    }
    const target = app()
    expect((await post(report, target)).status).toBe(200)
    expect(lines[0]).toContain('fit-report from (sin correo)')
    const badEmail = { ...report, template_params: { ...report.template_params, email: 'ana@' } }
    expect((await post(badEmail, target)).status).toBe(400)
    const noToken = {
      ...report,
      template_params: { ...report.template_params, 'g-recaptcha-response': '' },
    }
    expect((await post(noToken, target)).status).toBe(400)
    expect(await readOutbox(file)).toHaveLength(1)
  })

  it('refuses a body over the size limit with 413', async () => {
    const big = {
      ...quote,
      template_params: { ...quote.template_params, message: 'x'.repeat(MAX_BODY_BYTES) },
    }
    const response = await post(big)
    expect(response.status).toBe(413)
    expect(await readOutbox(file)).toEqual([])
  })

  it('refuses anything but JSON with 415 (a form on another site cannot post without a preflight)', async () => {
    const response = await app().request('/v1.0/email/send', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(quote),
    })
    expect(response.status).toBe(415)
    expect(await readOutbox(file)).toEqual([])
  })

  it('limits each client to a few sends a minute (429)', async () => {
    const target = app({ rateLimit: { limit: 3, windowMs: 60_000 } })
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await post(quote, target)).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    expect(await readOutbox(file)).toHaveLength(3)
  })

  it('counts the client TRUST_PROXY names, not what a visitor writes in X-Forwarded-For', async () => {
    const statuses = async (trustProxy: number, forwardedFor: string[]) => {
      const target = app({ rateLimit: { limit: 1, windowMs: 60_000 }, trustProxy })
      const result = []
      for (const xff of forwardedFor) {
        const response = await target.request(
          '/v1.0/email/send',
          {
            method: 'POST',
            headers: { 'Content-type': 'application/json', 'X-Forwarded-For': xff },
            body: JSON.stringify(quote),
          },
          { incoming: { socket: { remoteAddress: '10.0.0.3' } } },
        )
        result.push(response.status)
      }
      return result
    }
    expect(await statuses(0, ['1.1.1.1', '2.2.2.2'])).toEqual([200, 429])
    expect(await statuses(1, ['203.0.113.7', '203.0.113.8', '9.9.9.9, 203.0.113.7'])).toEqual([
      200, 200, 429,
    ])
    expect(await statuses(2, ['203.0.113.7, 10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.2'])).toEqual([
      200, 429,
    ])
  })

  it('takes its limit from OUTBOX_RATE_LIMIT when set', async () => {
    vi.stubEnv('OUTBOX_RATE_LIMIT', '2')
    const target = app()
    vi.unstubAllEnvs()
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await post(quote, target)).status)
    expect(statuses).toEqual([200, 200, 429])
  })

  it('creates the file readable by its owner only', async () => {
    await post(quote)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
  })

  it('escapes control characters in its log line', async () => {
    const name = 'Ana\n[outbox] forged line\u001b[2J'
    await post({ ...quote, template_params: { ...quote.template_params, name } })
    expect(lines).toHaveLength(1)
    expect(lines[0]).not.toContain('\n')
    expect(lines[0]).not.toContain('\u001b')
    expect(lines[0]).toContain('Ana\\u000a[outbox] forged line\\u001b[2J')
  })

  it('answers 500 and stores nothing when set to fail', async () => {
    const response = await post(quote, app({ fail: true }))
    expect(response.status).toBe(500)
    expect(await readOutbox(file)).toEqual([])
  })
})

describe('POST /v1.0/email/__fail', () => {
  it('switches failing on and off outside production', async () => {
    const target = app({ allowFailToggle: true })
    const toggle = (fail: boolean) =>
      target.request('/v1.0/email/__fail', { method: 'POST', body: JSON.stringify({ fail }) })
    expect(await (await toggle(true)).json()).toEqual({ fail: true })
    expect((await post(quote, target)).status).toBe(500)
    await toggle(false)
    expect((await post(quote, target)).status).toBe(200)
  })

  it('does not exist in production', async () => {
    const target = app({ allowFailToggle: false })
    const response = await target.request('/v1.0/email/__fail', {
      method: 'POST',
      body: JSON.stringify({ fail: true }),
    })
    expect(response.status).toBe(404)
  })
})
