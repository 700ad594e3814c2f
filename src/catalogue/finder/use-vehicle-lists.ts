import { useEffect, useState } from 'react'
import { getBrands, getModels, searchParts } from '../api'
import { DOOR_PINS } from '../lines'
import { filterState } from '../search-params'
import type { Brand, Model, SearchPage } from '../types'

/** The finder's choice so far: '' is "not chosen". */
export type VehicleChoice = { marca: string; modelo: string; anio: string }

/** A list being loaded (null), loaded, or failed. */
type Loaded<T> = T[] | null | 'failed'

export type VehicleLists = {
  brands: Loaded<Brand>
  /** The chosen make's models; empty before a make is chosen. */
  models: Loaded<Model>
  /** The chosen model's years, newest first; empty before a model is chosen. */
  years: number[] | null | 'failed'
  /** How many door pins the choice shows, when known. */
  count: number | null
}

type Answer<T> = { for: string; value: T | null | 'failed' }

/**
 * Loads what the finder offers, step by step, from the catalogue API: the makes at once, a make's
 * models when it is chosen, and for a model (and a year) the first page of its door pins, whose
 * answer holds the model's years and how many pieces fit. These are the calls the catalogue makes
 * for the same choice, at the same URLs, so its answers are in the HTTP cache when the buyer
 * arrives at the results.
 */
export function useVehicleLists(choice: VehicleChoice): VehicleLists {
  const { marca, modelo, anio } = choice
  const [brands, setBrands] = useState<Loaded<Brand>>(null)
  const [models, setModels] = useState<Answer<Model[]>>({ for: '', value: [] })
  const [car, setCar] = useState<Answer<SearchPage>>({ for: '', value: null })
  const [year, setYear] = useState<Answer<SearchPage>>({ for: '', value: null })

  useEffect(() => {
    const abort = new AbortController()
    load(getBrands(abort.signal), setBrands, abort)
    return () => abort.abort()
  }, [])

  useEffect(() => {
    if (!marca) return
    return loadFor(marca, setModels, (signal) => getModels(marca, signal))
  }, [marca])

  const carKey = modelo ? JSON.stringify([marca, modelo]) : ''
  useEffect(() => {
    if (!carKey) return
    return loadFor(carKey, setCar, (signal) =>
      searchParts(filterState({ marca, modelo }), DOOR_PINS, signal),
    )
  }, [carKey, marca, modelo])

  const yearKey = modelo && anio ? JSON.stringify([marca, modelo, anio]) : ''
  useEffect(() => {
    if (!yearKey) return
    return loadFor(yearKey, setYear, (signal) =>
      searchParts(filterState({ marca, modelo, anio: Number(anio) }), DOOR_PINS, signal),
    )
  }, [yearKey, marca, modelo, anio])

  const modelList = !marca ? [] : models.for === marca ? models.value : null
  const carPage = !carKey ? null : car.for === carKey ? car.value : null
  const yearPage = !yearKey ? null : year.for === yearKey ? year.value : null
  const years = !carKey
    ? []
    : carPage === null || carPage === 'failed'
      ? carPage
      : [...carPage.years]
  const page = yearKey ? yearPage : carPage
  const count = !marca
    ? null
    : !modelo
      ? ((Array.isArray(brands) ? brands.find((b) => b.name === marca)?.total : null) ?? null)
      : page !== null && page !== 'failed'
        ? page.total
        : null
  return { brands, models: modelList, years, count }
}

/** Loads `fetch`'s answer as the one for `key`; returns what cancels it. */
function loadFor<T>(
  key: string,
  set: (answer: Answer<T>) => void,
  fetch: (signal: AbortSignal) => Promise<T>,
): () => void {
  const abort = new AbortController()
  set({ for: key, value: null })
  load(fetch(abort.signal), (value) => set({ for: key, value }), abort)
  return () => abort.abort()
}

/** Sets the answer, or 'failed', unless aborted meanwhile. */
function load<T>(answer: Promise<T>, set: (value: T | 'failed') => void, abort: AbortController) {
  answer.then(
    (value) => {
      if (!abort.signal.aborted) set(value)
    },
    () => {
      if (!abort.signal.aborted) set('failed')
    },
  )
}
