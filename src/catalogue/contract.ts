// Wire contract of the door-bolt catalogue API, shared by the server, the browser client and the
// tests: its route patterns, the paths built from them and the shapes of its answers. The Spanish
// paths and field names are public and must not change.

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
}

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

export type CatalogueRoute = keyof typeof catalogueRoutes

/** A pattern with its trailing :name replaced by the encoded name. */
function withName(pattern: string, name: string): string {
  return pattern.replace(/:\w+$/, () => encodeURIComponent(name))
}

/** Paths relative to the API base; names are encoded with encodeURIComponent. */
export const catalogueEndpoints = {
  products: () => catalogueRoutes.products,
  brands: () => catalogueRoutes.brands,
  models: () => catalogueRoutes.models,
  productsByBrand: (marca: string) => withName(catalogueRoutes.productsByBrand, marca),
  modelsByBrand: (marca: string) => withName(catalogueRoutes.modelsByBrand, marca),
  productsByModel: (modelo: string) => withName(catalogueRoutes.productsByModel, modelo),
} as const
