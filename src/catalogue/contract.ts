// Wire contract of the door-bolt catalogue API (spec, section 7), shared by the server and the
// browser client. Field names are the spec's and must not change.

/** One product as the API returns it; every field is a string, '-' meaning "none". */
export type ApiProduct = {
  /** Image file name without extension, under /img/productos/ */
  image_producto: string
  alt_producto: string
  clave_producto: string
  /** 'más vendido', 'nuevo', other text, or '-' */
  etiqueta_producto: string
  nombre_producto: string
  txt_adicional: string
  /** Length with its unit, e.g. '64 mm' */
  largo_producto: string
  /** Diameter with its unit, e.g. '9.5 mm' */
  diametro_producto: string
  /** Human-readable applications, e.g. 'Nissan Tsuru 1992–2017 · Volkswagen Sedán 1970–2003' */
  aplicaciones_producto: string
}

export type ApiBrand = { marca: string; total: number }

export type ApiModel = { modelo: string; total: number }

/** Paths relative to the API base (e.g. '/api'); names are encoded with encodeURIComponent. */
export const catalogueEndpoints = {
  products: () => '/productos',
  brands: () => '/marcas',
  models: () => '/modelos',
  productsByBrand: (marca: string) => `/productos/marca/${encodeURIComponent(marca)}`,
  modelsByBrand: (marca: string) => `/modelos/marca/${encodeURIComponent(marca)}`,
  productsByModel: (modelo: string) => `/productos/modelo/${encodeURIComponent(modelo)}`,
} as const
