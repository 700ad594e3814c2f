import { useEffect, useMemo, useState } from 'react'
import { getBrands, getModels, getProducts } from '../api'
import type { Brand, Model, Product } from '../types'
import { filterByYear, yearOptions } from '../years'

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

/**
 * Loads what the finder offers, step by step, from the catalogue API: the makes at once, a make's
 * models when it is chosen, a model's products (for its years and the count) when it is chosen.
 * These are the calls the catalogue makes for the same choice, so its answers are in the HTTP
 * cache when the buyer arrives at the results.
 */
export function useVehicleLists(choice: VehicleChoice): VehicleLists {
  const { marca, modelo } = choice
  const [brands, setBrands] = useState<Loaded<Brand>>(null)
  const [models, setModels] = useState<{ marca: string; list: Loaded<Model> }>({
    marca: '',
    list: [],
  })
  const [products, setProducts] = useState<{ modelo: string; list: Loaded<Product> }>({
    modelo: '',
    list: [],
  })

  useEffect(() => {
    const abort = new AbortController()
    load(() => getBrands(abort.signal), setBrands, abort)
    return () => abort.abort()
  }, [])

  useEffect(() => {
    if (!marca) return
    const abort = new AbortController()
    setModels({ marca, list: null })
    load(
      () => getModels(marca, abort.signal),
      (list) => setModels({ marca, list }),
      abort,
    )
    return () => abort.abort()
  }, [marca])

  useEffect(() => {
    if (!modelo) return
    const abort = new AbortController()
    setProducts({ modelo, list: null })
    load(
      () => getProducts({ kind: 'model', model: modelo }, abort.signal),
      (list) => setProducts({ modelo, list }),
      abort,
    )
    return () => abort.abort()
  }, [modelo])

  const makes = useMemo(() => (Array.isArray(brands) ? brands.map((b) => b.name) : []), [brands])
  const modelList = !marca ? [] : models.marca === marca ? models.list : null
  const productList = !modelo ? [] : products.modelo === modelo ? products.list : null
  const car = { marca, modelo, anio: choice.anio ? Number(choice.anio) : undefined }
  const years = Array.isArray(productList)
    ? modelo
      ? yearOptions(productList, car, makes)
      : []
    : productList
  const count = !marca
    ? null
    : !modelo
      ? ((Array.isArray(brands) ? brands.find((b) => b.name === marca)?.total : null) ?? null)
      : Array.isArray(productList)
        ? filterByYear(productList, car, makes).length
        : null
  return { brands, models: modelList, years, count }
}

function load<T>(
  fetchList: () => Promise<T[]>,
  set: (list: Loaded<T>) => void,
  abort: AbortController,
) {
  fetchList().then(
    (list) => {
      if (!abort.signal.aborted) set(list)
    },
    () => {
      if (!abort.signal.aborted) set('failed')
    },
  )
}
