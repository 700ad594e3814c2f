import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './load-chunk'

afterEach(() => {
  vi.useRealTimers()
})

describe('loadChunk', () => {
  it('resolves with the module when the import succeeds', async () => {
    await expect(loadChunk(() => Promise.resolve({ value: 42 }))).resolves.toEqual({ value: 42 })
  })

  it('turns a failed import into a ChunkLoadError', async () => {
    const failure = loadChunk(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError)
    await expect(failure).rejects.toThrow('Loading chunk failed')
  })

  it('gives up after 120 s', async () => {
    vi.useFakeTimers()
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
    const pending = loadChunk(() => new Promise(() => {}))
    const outcome = vi.fn()
    pending.catch(outcome)
    await vi.advanceTimersByTimeAsync(119_999)
    expect(outcome).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome.mock.calls[0]?.[0]).toBeInstanceOf(ChunkLoadError)
  })
})

describe('isChunkLoadError', () => {
  it('recognises the wording of each browser', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Something else'))).toBe(false)
  })
})
