/**
 * Browser side of content loading. On the server (prerender, dev SSR) loaders query the content
 * source directly (see server-content.ts, reached only behind `import.meta.env.SSR`); in the
 * browser they fetch the JSON the build wrote for the same query. A missing file (HTTP 404)
 * means "no such content" and gives null; any other failure throws.
 */
export async function fetchContentJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`No se pudo cargar ${url} (HTTP ${response.status})`)
  return (await response.json()) as T
}
