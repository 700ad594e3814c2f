/**
 * /llms.txt (the llmstxt.org format: an H1, a summary quote, then sections of links) written by
 * the prerender from what it has just rendered: every page's own title and description, and the
 * catalogue API's routes from its contract, so nothing here is a second copy to keep in step.
 */
import type { CatalogueReader } from '../catalogue/build-paths.ts'
import {
  type ApiBrand,
  type ApiModel,
  catalogueEndpoints,
  catalogueRoutes,
  lineRoutes,
  PART_ROUTE,
  SEARCH_ROUTE,
} from '../catalogue/contract.ts'
import { productLines } from '../catalogue/lines.ts'
import { MEASURE_PARAMS } from '../catalogue/measures/search-measures.ts'

/** One rendered page: its path and the title and description its HTML head carries. */
export type LlmsPage = { path: string; title: string; description: string }

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
}

function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity)
}

/** Reads the title and meta description of a rendered page. */
export function llmsPage(path: string, html: string): LlmsPage {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? path
  const description = /<meta name="description" content="([^"]*)"/i.exec(html)?.[1] ?? ''
  return { path, title: unescapeHtml(title).trim(), description: unescapeHtml(description).trim() }
}

/** A blog post is one segment under /blog (lists live at /blog/pagina/… and /blog/etiqueta/…). */
const isPost = (path: string) => /^\/blog\/[^/]+$/.test(path)

export function llmsTxt(options: {
  siteUrl: string
  /** The catalogue API's base URL, e.g. https://example.mx/api */
  apiBase: string
  /** The route table's paths first, then the pages made in the Studio, posts, part pages. */
  pages: LlmsPage[]
  routeTable: readonly string[]
  productPaths: readonly string[]
  /** A make and one of its models from the live catalogue, for the examples. */
  example: { marca: string; modelo: string }
}): string {
  const { siteUrl, apiBase, pages, routeTable, productPaths, example } = options
  const link = (page: LlmsPage) =>
    `- [${page.title}](${new URL(page.path, `${siteUrl}/`).href})${page.description ? `: ${page.description}` : ''}`
  const home = pages.find((page) => page.path === '/')
  const products = new Set(productPaths)
  const main = pages.filter((page) => routeTable.includes(page.path))
  const content = pages.filter(
    (page) =>
      !routeTable.includes(page.path) &&
      !products.has(page.path) &&
      !page.path.startsWith('/blog/'),
  )
  const posts = pages.filter((page) => isPost(page.path))
  const productPages = pages.filter((page) => products.has(page.path))
  const api = (path: string) => `${apiBase}${path}`
  const section = (heading: string, lines: string[]) =>
    lines.length ? [`## ${heading}`, '', ...lines, ''] : []
  return [
    `# ${home?.title ?? siteUrl}`,
    '',
    `> ${home?.description ?? ''}`,
    '',
    'Sitio en español de México. Cada línea de producto tiene su página con medidas por clave, y cada pieza de cada línea tiene su propia página (`/{línea}/{clave}`) con sus medidas, sus aplicaciones (marca, modelo y años) cuando las tiene y datos estructurados schema.org `Product`.',
    '',
    ...section('Páginas', [...main, ...content].map(link)),
    ...section('API del catálogo de pernos para puerta', [
      `Respuestas JSON (listas), sin autenticación, solo GET. Cada producto trae \`clave_producto\`, \`nombre_producto\`, \`largo_producto\`, \`diametro_producto\` y \`aplicaciones_producto\`; el valor \`-\` significa «sin dato». Los nombres en la ruta van codificados con encodeURIComponent.`,
      '',
      `- [Todos los productos](${api(catalogueEndpoints.products())}): \`GET ${api(catalogueRoutes.products)}\``,
      `- [Marcas con su número de productos](${api(catalogueEndpoints.brands())}): \`GET ${api(catalogueRoutes.brands)}\``,
      `- [Modelos de todas las marcas](${api(catalogueEndpoints.models())}): \`GET ${api(catalogueRoutes.models)}\``,
      `- [Productos de una marca](${api(catalogueEndpoints.productsByBrand(example.marca))}): \`GET ${api(catalogueRoutes.productsByBrand)}\``,
      `- [Modelos de una marca](${api(catalogueEndpoints.modelsByBrand(example.marca))}): \`GET ${api(catalogueRoutes.modelsByBrand)}\``,
      `- [Productos de un modelo](${api(catalogueEndpoints.productsByModel(example.modelo))}): \`GET ${api(catalogueRoutes.productsByModel)}\``,
      `- Una pieza de cualquier línea por su clave (una lista de una pieza, o vacía): \`GET ${api(PART_ROUTE)}\``,
    ]),
    ...section('API de todas las líneas', [
      `Las mismas seis listas para cada línea, y una búsqueda por páginas. \`:linea\` es una de: ${productLines.map((line) => `\`${line.id}\``).join(', ')}. Las piezas de las otras líneas traen además \`linea_producto\` y \`medidas_producto\` (sus medidas por columna, como se muestran). Si una aplicación tiene nota de ajuste (carrocería, serie, cambio de producción), la pieza trae también \`aplicaciones_lista_producto\`: sus aplicaciones como objetos \`{ marca, modelo, desde, hasta, nota }\`.`,
      '',
      ...Object.values(lineRoutes).map((route) => `- \`GET ${api(route)}\``),
      `- Búsqueda en todas las líneas: \`GET ${api(SEARCH_ROUTE)}\` (\`q\`, \`orden\`, \`pagina\`, \`por_pagina\`; responde \`{ total, pagina, paginas, por_pagina, total_linea, anios, productos }\`)`,
      `- En la búsqueda de una línea, además \`marca\`, \`modelo\`, \`anio\` y las medidas de la pieza en mano: \`largo\` (±${MEASURE_PARAMS.largo.tolerance} mm), \`diametro\` (±${MEASURE_PARAMS.diametro.tolerance} mm) y \`rosca\` (\`M12\` encuentra todos los pasos), por ejemplo [birlos M12 × 1.5 de 40 mm](${api('/birlos/buscar?rosca=M12x1.5&largo=40')}). Un valor que no se puede leer responde 400 con \`{ error }\` en español.`,
    ]),
    ...section('Blog', posts.map(link)),
    // 'Optional' is the format's name for links a reader may skip: one per part, of every line.
    ...section('Optional', productPages.map(link)),
  ].join('\n')
}

/** The make with the most products and its first model, read from the catalogue. */
export async function catalogueExample(
  read: CatalogueReader,
): Promise<{ marca: string; modelo: string }> {
  const brands = (await read(catalogueEndpoints.brands())) as ApiBrand[]
  const brand = [...brands].sort((a, b) => b.total - a.total)[0]
  if (!brand) throw new Error('llms.txt: the catalogue has no makes')
  const models = (await read(catalogueEndpoints.modelsByBrand(brand.marca))) as ApiModel[]
  return { marca: brand.marca, modelo: models[0]?.modelo ?? brand.marca }
}
