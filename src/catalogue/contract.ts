// Wire contract of the catalogue API, shared by the server, the browser client and the tests:
// its route patterns, the paths built from them and the shapes of its answers. The Spanish paths
// and field names are public and must not change. The door pins' six endpoints are the
// specification's; every line has the same six under its own prefix (/birlos/productos…), and
// three more answer a part by its key and a search, a page at a time.

/** One product as the API returns it; every field is a string, '-' meaning "none". */
export type ApiProduct = {
  /**
   * Image file name without extension. The site draws each product from its measures; only a
   * path on the site to a photo ('/fotos/pp-1.webp') is shown instead (drawing/product-image.ts).
   */
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
  // Optional facts: a catalogue API may lack any of them (or send '-'); the site then shows none.
  /** Where it fits, e.g. 'Puerta delantera · bisagra inferior · ambos lados' */
  posicion_producto?: string
  /** Pieces in one pack, e.g. '2' */
  piezas_por_paquete?: string
  /** Surface finish, e.g. 'Tropicalizado' */
  acabado_producto?: string
  /** e.g. 'Acero 1045 con buje de latón' */
  material_producto?: string
  /** OE and other brands' numbers, separated by ' | ', e.g. 'Nissan 80420-50A00 | Dorman 38421' */
  equivalencias_producto?: string
  /**
   * The applications of `aplicaciones_producto` again, in its order, as objects: sent only when
   * one of them has a fitment note, which the text cannot carry. The one field of a door pin's
   * answer that is no string.
   */
  aplicaciones_lista_producto?: ApiApplication[]
  // Parts of the other lines (never door pins, whose answers are the specification's):
  /** The part's line (lines.ts), e.g. 'birlos' */
  linea_producto?: string
  /** The line's measures by column, as shown: { rosca: 'M12 × 1.5', largo_mm: '40 mm' } */
  medidas_producto?: Record<string, string>
}

/** One application of a part: the car, its model years and what tells the fit apart. */
export type ApiApplication = {
  marca: string
  modelo: string
  /** First and last model year (the same for one year). */
  desde: number
  hasta: number
  /**
   * The fitment note, when the catalogue has one: the body, series or production change that
   * decides the fit, e.g. 'Sedán, serie B13', 'Hasta 2004', 'Desde 2005, con buje'.
   */
  nota?: string
}

/** One page of a search (`/buscar`, `/{linea}/buscar`): the parts and where they stand. */
export type ApiSearchPage = {
  /** How many parts match, on every page. */
  total: number
  /** The page sent (from 1) and how many pages there are at `por_pagina` a page. */
  pagina: number
  paginas: number
  por_pagina: number
  /** How many parts the line (or the whole catalogue) holds, whatever the filters. */
  total_linea: number
  /** The model years the chosen make and model's parts fit, newest first; [] without a model. */
  anios: number[]
  productos: ApiProduct[]
  /**
   * Pages sent ahead, so that the catalogue's next choice shows without a request; only in an
   * answer without a year or a typed search. A model's list (any sort, page or measures): the
   * first page of each of its years, as that year's search would send it (sort, measures and
   * page size kept), newest first as `anios`.
   */
  anios_paginas?: ApiYearPage[]
  /**
   * A make's list without a model: the first page of each of its models with the model's years,
   * as that model's search would send it (default sort, measures and page size kept).
   */
  modelos_paginas?: ApiModelPage[]
  /** The parts those pages name that `productos` does not already carry. */
  productos_paginas?: ApiProduct[]
}

/** The first page of one year of a model: its parts by key, in order, and how many match. */
export type ApiYearPage = { anio: number; total: number; claves: string[] }

/** The first page of one model of a make, with the years its parts fit (newest first). */
export type ApiModelPage = { modelo: string; total: number; anios: number[]; claves: string[] }

/** What a search may ask: all optional; the line's, or every line's, parts. */
export type ApiSearchQuery = {
  q?: string
  marca?: string
  modelo?: string
  anio?: number
  orden?: 'mas-vendidos' | 'nuevo'
  pagina?: number
  por_pagina?: number
  /**
   * The measures of the part in hand, on a line's search only (measures/measure-params.ts):
   * length and diameter in millimetres ('9.5'; '9,5' and '45 mm' are read too), each found within
   * its tolerance, and a thread ('M12x1.5'; 'M12' finds every pitch). A value that cannot be
   * read is answered 400 with `{ error }` in Spanish.
   */
  largo?: number
  diametro?: number
  rosca?: string
}

/** The most parts one search page holds. */
export const MAX_SEARCH_PAGE_SIZE = 60

export type ApiBrand = { marca: string; total: number }

export type ApiModel = { modelo: string; total: number }

/**
 * Route patterns relative to the API base (e.g. '/api'), in the syntax Hono and MSW share. Every
 * answer is a JSON array; a name, when there is one, is the last path segment.
 */
export const catalogueRoutes = {
  /** ApiProduct[], all of them */
  products: '/productos',
  /** ApiBrand[] */
  brands: '/marcas',
  /** ApiModel[], of every brand */
  models: '/modelos',
  /** ApiProduct[] that fit a model of the brand */
  productsByBrand: '/productos/marca/:marca',
  /** ApiModel[] of the brand */
  modelsByBrand: '/modelos/marca/:marca',
  /** ApiProduct[] that fit the model */
  productsByModel: '/productos/modelo/:modelo',
} as const

/** The routes that answer every line alike, `:linea` a line's id (lines.ts). */
export const lineRoutes = {
  products: '/:linea/productos',
  brands: '/:linea/marcas',
  models: '/:linea/modelos',
  productsByBrand: '/:linea/productos/marca/:marca',
  modelsByBrand: '/:linea/modelos/marca/:marca',
  productsByModel: '/:linea/productos/modelo/:modelo',
  /** ApiSearchPage of the line's parts (query: ApiSearchQuery) */
  search: '/:linea/buscar',
} as const

/** ApiSearchPage over every line's parts (query: ApiSearchQuery without make and model). */
export const SEARCH_ROUTE = '/buscar'

/** ApiProduct[]: the one part with that key (any case), of any line, or [] */
export const PART_ROUTE = '/producto/:clave'

export type CatalogueRoute = keyof typeof catalogueRoutes

/** A pattern with its trailing :name replaced by the encoded name. */
function withName(pattern: string, name: string): string {
  return pattern.replace(/:\w+$/, () => encodeURIComponent(name))
}

/** The six lists' paths relative to the API base; names are encoded with encodeURIComponent. */
export type CatalogueEndpoints = {
  products(): string
  brands(): string
  models(): string
  productsByBrand(marca: string): string
  modelsByBrand(marca: string): string
  productsByModel(modelo: string): string
}

/** The door pins' six (the specification's). */
export const catalogueEndpoints: CatalogueEndpoints = {
  products: () => catalogueRoutes.products,
  brands: () => catalogueRoutes.brands,
  models: () => catalogueRoutes.models,
  productsByBrand: (marca: string) => withName(catalogueRoutes.productsByBrand, marca),
  modelsByBrand: (marca: string) => withName(catalogueRoutes.modelsByBrand, marca),
  productsByModel: (modelo: string) => withName(catalogueRoutes.productsByModel, modelo),
} as const

/** The same six paths of one line: `lineEndpoints('birlos').products()` is '/birlos/productos'. */
export function lineEndpoints(linea: string): CatalogueEndpoints {
  const prefix = `/${encodeURIComponent(linea)}`
  return {
    products: () => prefix + catalogueRoutes.products,
    brands: () => prefix + catalogueRoutes.brands,
    models: () => prefix + catalogueRoutes.models,
    productsByBrand: (marca) => prefix + catalogueEndpoints.productsByBrand(marca),
    modelsByBrand: (marca) => prefix + catalogueEndpoints.modelsByBrand(marca),
    productsByModel: (modelo) => prefix + catalogueEndpoints.productsByModel(modelo),
  }
}

/** The path of a search of one line (or of every line without one), its query in the URL. */
export function searchEndpoint(query: ApiSearchQuery, linea?: string): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value))
  }
  const path = linea === undefined ? SEARCH_ROUTE : `/${encodeURIComponent(linea)}/buscar`
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** The path of one part's answer. */
export function partEndpoint(clave: string): string {
  return withName(PART_ROUTE, clave)
}
