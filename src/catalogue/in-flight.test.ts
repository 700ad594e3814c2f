import { afterEach, describe, expect, it, vi } from 'vitest'
import { track, whenIdle } from './in-flight'

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

afterEach(() => vi.useRealTimers())

describe('whenIdle', () => {
  it('runs at once when no catalogue request is in flight', () => {
    const run = vi.fn()
    whenIdle(run, 300)
    expect(run).toHaveBeenCalledWith(false)
  })

  it('waits for every request in flight to settle, a failed one too', async () => {
    const first = deferred()
    const second = deferred()
    const tracked = track(first.promise)
    const failing = track(second.promise.then(() => Promise.reject(new Error('offline'))))
    const run = vi.fn()
    whenIdle(run, 10_000)
    first.resolve()
    await tracked
    expect(run).not.toHaveBeenCalled()
    second.resolve()
    await failing.catch(() => {})
    expect(run).toHaveBeenCalledExactlyOnceWith(true)
  })

  it('goes ahead after maxMs when an answer is slow, and only once', async () => {
    vi.useFakeTimers()
    const slow = deferred()
    const tracked = track(slow.promise)
    const run = vi.fn()
    whenIdle(run, 300)
    vi.advanceTimersByTime(299)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledExactlyOnceWith(true)
    slow.resolve()
    await tracked
    expect(run).toHaveBeenCalledTimes(1)
  })
})
