/** A part of the code that has not arrived after 120 s is treated as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** What a visitor reads when a part of the code could not be downloaded. */
export const CHUNK_FAILED = {
  title: 'Loading chunk failed',
  text: 'No se pudo descargar una parte de la página. Revisa tu conexión y vuelve a cargarla.',
  reload: 'Recargar la página',
} as const

/** A part of the code that could not be downloaded (offline, a deploy removed it, or too slow). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  constructor(cause: unknown) {
    super(CHUNK_FAILED.title, { cause })
  }
}

/**
 * Wraps a dynamic import: it fails as a ChunkLoadError when the download fails or takes longer
 * than 120 s, so the error screen can offer a reload instead of a blank page.
 */
export function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_LOAD_TIMEOUT_MS)
    importer().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError(error))
      },
    )
  })
}

/** Browsers word a failed module download differently; all of them mean the same here. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true
  const message = error instanceof Error ? error.message : String(error)
  return /Loading chunk failed|dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  )
}
