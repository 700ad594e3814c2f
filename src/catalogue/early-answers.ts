import { getModels, getProducts, type ProductScope } from './api'
import { scopeKey } from './state'
import type { Model, Product } from './types'

/**
 * Answers asked for as a finger or button goes down on a filter, before its click: the click's
 * own call takes the answer instead of asking again, so it arrives up to a render and a frame
 * sooner (more on a phone, whose tap lasts 50–100 ms). One call per list; a call not taken is
 * cancelled when the press does not become a click (a finger that scrolls the list), and its
 * answer dropped after EARLY_ANSWER_MS, so a choice made later asks afresh. (Part of the
 * catalogue's own code, not of every page's first load.)
 */
const EARLY_ANSWER_MS = 5_000

type Early = { answer: Promise<unknown>; at: number; cancel: () => void }
const early = new Map<string, Early>()

function dropStale(now: number) {
  for (const [name, entry] of early) if (now - entry.at > EARLY_ANSWER_MS) early.delete(name)
}

/** Starts `ask` unless its answer is already waiting; returns what cancels it until taken. */
function askEarly<T>(name: string, ask: (signal: AbortSignal) => Promise<T>): () => void {
  const now = Date.now()
  dropStale(now)
  const waiting = early.get(name)
  if (waiting) return waiting.cancel
  const controller = new AbortController()
  const answer = ask(controller.signal)
  // A failure is reported by the call that takes the answer; one never taken is not an error.
  answer.catch(() => {})
  const entry: Early = {
    answer,
    at: now,
    cancel: () => {
      if (early.get(name) !== entry) return
      early.delete(name)
      controller.abort()
    },
  }
  early.set(name, entry)
  return entry.cancel
}

/** The waiting answer (then it is gone), rejecting with `signal`'s AbortError; else `ask`'s. */
function takeEarly<T>(name: string, signal: AbortSignal | undefined, ask: () => Promise<T>) {
  dropStale(Date.now())
  const entry = early.get(name)
  early.delete(name)
  return entry ? abortable(entry.answer as Promise<T>, signal) : ask()
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'))
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

const productsName = (scope: ProductScope) => `products ${scopeKey(scope)}`
const modelsName = (brand: string) => `models ${brand}`

/** Asks early for the products a choice will show; returns what cancels the call. */
export function prepareProducts(scope: ProductScope): () => void {
  return askEarly(productsName(scope), (signal) => getProducts(scope, signal))
}

/** Asks early for a make's models; returns what cancels the call. */
export function prepareModels(brand: string): () => void {
  return askEarly(modelsName(brand), (signal) => getModels(brand, signal))
}

/** getProducts, taking the answer asked for early if there is one. */
export function productsOf(scope: ProductScope, signal?: AbortSignal): Promise<Product[]> {
  return takeEarly(productsName(scope), signal, () => getProducts(scope, signal))
}

/** getModels, taking the answer asked for early if there is one. */
export function modelsOf(brand: string, signal?: AbortSignal): Promise<Model[]> {
  return takeEarly(modelsName(brand), signal, () => getModels(brand, signal))
}
