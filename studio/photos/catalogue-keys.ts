import { type ApiProduct, partEndpoint } from '../../src/catalogue/contract'
import { canonicalKeyParam } from '../../src/catalogue/part-path'
import { previewUrl } from '../presentation/preview-url'

/**
 * Where the tool checks part numbers: the site's own catalogue API (the parts the pages are made
 * from, never a copy that could be stale), SANITY_STUDIO_CATALOGUE_URL when the API runs
 * elsewhere, else the site of the preview. The API's server must allow the Studio's origin
 * (CATALOG_CORS_ORIGIN).
 */
export const catalogueUrl = (process.env.SANITY_STUDIO_CATALOGUE_URL || previewUrl).replace(
  /\/$/,
  '',
)

/** Each key's spelling in the catalogue, or null when no part has it. */
export type KeyAnswers = Map<string, string | null>

/**
 * Asks the catalogue for each key once (a few at a time: a drop of 200 photos is still 200
 * small requests at most). Throws, in Spanish, when the catalogue cannot be reached: no photo is
 * placed on a guess.
 */
export async function lookUpKeys(
  keys: readonly string[],
  signal?: AbortSignal,
): Promise<KeyAnswers> {
  const answers: KeyAnswers = new Map()
  const queue = [...new Set(keys.map(canonicalKeyParam))]
  async function worker() {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const response = await fetch(`${catalogueUrl}/api${partEndpoint(key)}`, {
        signal,
        headers: { accept: 'application/json' },
      }).catch(() => null)
      if (response?.status === 404) answers.set(key, null)
      else if (response?.ok) {
        // The contract's answer: a list of the part, or of none.
        const [part] = (await response.json()) as Pick<ApiProduct, 'clave_producto'>[]
        answers.set(key, part?.clave_producto ?? null)
      } else
        throw new Error(
          `No se pudo revisar el catálogo en ${catalogueUrl}. Revisa la conexión o avisa a sistemas.`,
        )
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return answers
}
