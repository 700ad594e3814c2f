/** Where the build writes each route's content as JSON for client-side navigation. */
export const DATA_PREFIX = '/_data'

export function pageDataUrl(path: string): string {
  return `${DATA_PREFIX}/pages/${path === '/' ? 'index' : path.slice(1)}.json`
}

export const settingsDataUrl = `${DATA_PREFIX}/settings.json`

/** The reverse of pageDataUrl, for the dev server: which page a data URL asks for. */
export function pagePathFromDataUrl(url: string): string | undefined {
  const match = /^\/_data\/pages\/(.+)\.json$/.exec(url)
  if (!match?.[1]) return undefined
  return match[1] === 'index' ? '/' : `/${match[1]}`
}
