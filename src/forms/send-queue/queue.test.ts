import { describe, expect, it, vi } from 'vitest'
import { SEND_QUEUE_KEY } from './key'
import { forgetRefused, keepSend, type PendingSend, pendingSends, sendPending } from './queue'

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

const quote = { name: 'Ana', email: 'ana@taller.mx', phone: '5512345678' }

describe('the queue of sends waiting for the signal', () => {
  it('keeps a send on the device, read back after a reload', () => {
    const storage = memoryStorage()
    const kept = keepSend({ kind: 'quoteList', params: quote, robotToken: 't' }, storage)
    expect(pendingSends(storage)).toEqual([kept])
    expect(JSON.parse(storage.getItem(SEND_QUEUE_KEY) ?? '[]')).toHaveLength(1)
  })

  it('sends each kept send once, then forgets it', async () => {
    const storage = memoryStorage()
    keepSend({ kind: 'quoteList', params: quote, robotToken: 't' }, storage)
    keepSend({ kind: 'fitReport', params: { report: 'Le quedó' }, robotToken: 't' }, storage)
    const send = vi.fn(async (_entry: PendingSend) => {})
    const result = await sendPending(send, storage)
    expect(send).toHaveBeenCalledTimes(2)
    expect(result.sent.map((entry) => entry.kind)).toEqual(['quoteList', 'fitReport'])
    expect(pendingSends(storage)).toEqual([])
    await sendPending(send, storage)
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('keeps a send that failed and retries it next time', async () => {
    const storage = memoryStorage()
    const kept = keepSend({ kind: 'quoteList', params: quote, robotToken: 't' }, storage)
    const failing = vi.fn(async () => {
      throw new Error('sin señal')
    })
    const first = await sendPending(failing, storage)
    expect(first.failed).toEqual([kept])
    expect(pendingSends(storage)).toEqual([kept])
    const send = vi.fn(async (_entry: PendingSend) => {})
    await sendPending(send, storage)
    expect(send).toHaveBeenCalledWith(kept)
    expect(pendingSends(storage)).toEqual([])
  })

  it('never sends twice when two deliveries start at once (online event and page load)', async () => {
    const storage = memoryStorage()
    keepSend({ kind: 'quoteList', params: quote, robotToken: 't' }, storage)
    let release = () => {}
    const send = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve
        }),
    )
    const one = sendPending(send, storage)
    const two = sendPending(send, storage)
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    release()
    await Promise.all([one, two])
    expect(send).toHaveBeenCalledTimes(1)
    expect(pendingSends(storage)).toEqual([])
  })

  it('reads a damaged or foreign value as an empty queue', () => {
    const storage = memoryStorage()
    storage.setItem(SEND_QUEUE_KEY, '{not json')
    expect(pendingSends(storage)).toEqual([])
    storage.setItem(SEND_QUEUE_KEY, JSON.stringify([{ id: 1, kind: 'x' }, 'y']))
    expect(pendingSends(storage)).toEqual([])
  })

  it('marks a send the service refused and never sends it again, keeping what the form held', async () => {
    const storage = memoryStorage()
    const fields = { ...quote, comments: 'Entrega en Monterrey' }
    const kept = keepSend(
      { kind: 'quoteList', params: quote, robotToken: 'caducado', fields, page: '/cotizacion' },
      storage,
    )
    const refuse = vi.fn(async (_entry: PendingSend) => {
      throw new Error('400: token caducado')
    })
    const isRefusal = (error: unknown) => String(error).includes('400')
    const result = await sendPending(refuse, storage, isRefusal)
    expect(result).toEqual({ sent: [], failed: [], refused: [{ ...kept, refused: true }] })
    expect(pendingSends(storage)).toEqual([{ ...kept, refused: true }])
    expect(pendingSends(storage)[0]?.fields).toEqual(fields)
    await sendPending(refuse, storage, isRefusal)
    expect(refuse).toHaveBeenCalledTimes(1)
    // Without the predicate every rejection is a failure, tried again next time.
    keepSend({ kind: 'quote', params: quote, robotToken: 't' }, storage)
    expect((await sendPending(refuse, storage)).failed).toHaveLength(1)
  })

  it('forgets the refused sends of one form on one page once it was sent again', async () => {
    const storage = memoryStorage()
    const keep = (kind: PendingSend['kind'], page: string) =>
      keepSend({ kind, params: quote, robotToken: 't', page }, storage)
    keep('quote', '/pernos-para-puerta/pp-1')
    keep('quote', '/pernos-para-puerta/pp-2')
    keep('contact', '/pernos-para-puerta/pp-1')
    await sendPending(
      async () => {
        throw new Error('refused')
      },
      storage,
      () => true,
    )
    const waiting = keep('quote', '/pernos-para-puerta/pp-1')
    forgetRefused('quote', '/pernos-para-puerta/pp-1', storage)
    expect(pendingSends(storage).map(({ kind, page, refused }) => [kind, page, refused])).toEqual([
      ['quote', '/pernos-para-puerta/pp-2', true],
      ['contact', '/pernos-para-puerta/pp-1', true],
      ['quote', '/pernos-para-puerta/pp-1', undefined],
    ])
    expect(pendingSends(storage).at(-1)).toEqual(waiting)
  })

  it('drops a kept send whose form values or page are not text', () => {
    const storage = memoryStorage()
    const entry = keepSend({ kind: 'quote', params: quote, robotToken: null }, storage)
    for (const damaged of [{ fields: { name: 3 } }, { page: 5 }, { refused: 'sí' }]) {
      storage.setItem(SEND_QUEUE_KEY, JSON.stringify([{ ...entry, ...damaged }]))
      expect(pendingSends(storage)).toEqual([])
    }
  })
})
