import { HttpResponse, http } from 'msw'
import type { ApiBrand, ApiModel, ApiProduct } from '../../src/catalogue/contract'

/** A small catalogue: 12 products, 2 brands; Nissan spans 2 pages, Peugeot has a model '206'. */
type FixtureProduct = ApiProduct & { fits: { marca: string; modelo: string }[] }

function product(n: number, fits: [string, string][], etiqueta = '-', txt = '-'): FixtureProduct {
  return {
    image_producto: `pp-${n}`,
    alt_producto: `Perno PP-${n}`,
    clave_producto: `PP-${n}`,
    etiqueta_producto: etiqueta,
    nombre_producto: n % 2 ? 'Perno de puerta trasera' : 'Perno de puerta delantera',
    txt_adicional: txt,
    largo_producto: `${50 + n} mm`,
    diametro_producto: '8 mm',
    aplicaciones_producto: fits
      .map(([marca, modelo]) => `${marca} ${modelo} 2000–2010`)
      .join(' · '),
    fits: fits.map(([marca, modelo]) => ({ marca, modelo })),
  }
}

// Deliberately not in key order: the client sorts.
export const fixtureProducts: FixtureProduct[] = [
  product(10, [['Nissan', 'Tsuru']], 'nuevo'),
  product(2, [['Nissan', 'Tsuru']], 'más vendido', 'Incluye seguro'),
  product(1, [['Nissan', 'Sentra']]),
  product(3, [['Nissan', 'Sentra']], 'kit'),
  product(4, [['Nissan', 'Tsuru']]),
  product(5, [['Nissan', 'March']], 'más vendido'),
  product(6, [['Nissan', 'March']]),
  product(7, [['Nissan', 'Tsuru']]),
  product(8, [['Nissan', 'Sentra']]),
  product(9, [['Nissan', 'Tsuru']], 'nuevo'),
  product(11, [['Peugeot', '206']]),
  product(12, [['Peugeot', '206']], 'más vendido'),
]

export function wire(list: FixtureProduct[]): ApiProduct[] {
  return list.map(({ fits: _fits, ...p }) => p)
}

function countBy(list: FixtureProduct[], key: (p: FixtureProduct) => string[]) {
  const counts = new Map<string, number>()
  for (const p of list) for (const k of new Set(key(p))) counts.set(k, (counts.get(k) ?? 0) + 1)
  return [...counts].sort(([a], [b]) => a.localeCompare(b))
}

export const fixtureBrands: ApiBrand[] = countBy(fixtureProducts, (p) =>
  p.fits.map((f) => f.marca),
).map(([marca, total]) => ({ marca, total }))

export function fixtureModels(marca?: string): ApiModel[] {
  const list = marca
    ? fixtureProducts.filter((p) => p.fits.some((f) => f.marca === marca))
    : fixtureProducts
  return countBy(list, (p) =>
    p.fits.filter((f) => !marca || f.marca === marca).map((f) => f.modelo),
  ).map(([modelo, total]) => ({ modelo, total }))
}

function param(value: string | readonly string[] | undefined): string {
  const text = Array.isArray(value) ? value.join('/') : String(value ?? '')
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Paths of the API, matched on any origin. */
export const catalogueUrls = {
  products: '*/api/productos',
  brands: '*/api/marcas',
  models: '*/api/modelos',
  productsByBrand: '*/api/productos/marca/:marca',
  modelsByBrand: '*/api/modelos/marca/:marca',
  productsByModel: '*/api/productos/modelo/:modelo',
} as const

/** The catalogue API over the fixture. */
export const catalogueHandlers = [
  http.get(catalogueUrls.products, () => HttpResponse.json(wire(fixtureProducts))),
  http.get(catalogueUrls.brands, () => HttpResponse.json(fixtureBrands)),
  http.get(catalogueUrls.models, () => HttpResponse.json(fixtureModels())),
  http.get(catalogueUrls.productsByBrand, ({ params }) => {
    const marca = param(params.marca)
    return HttpResponse.json(
      wire(fixtureProducts.filter((p) => p.fits.some((f) => f.marca === marca))),
    )
  }),
  http.get(catalogueUrls.modelsByBrand, ({ params }) =>
    HttpResponse.json(fixtureModels(param(params.marca))),
  ),
  http.get(catalogueUrls.productsByModel, ({ params }) => {
    const modelo = param(params.modelo)
    return HttpResponse.json(
      wire(fixtureProducts.filter((p) => p.fits.some((f) => f.modelo === modelo))),
    )
  }),
]
