import type { Page } from '@playwright/test'

/**
 * The JavaScript files a page and its frames download, with their text. Bodies arrive after
 * the responses: `settled()` waits for every body read so far before the test looks.
 */
export function collectScripts(page: Page) {
  const reads: Promise<[string, string]>[] = []
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return
    reads.push(
      response.text().then(
        (text) => [response.url(), text],
        () => [response.url(), ''],
      ),
    )
  })
  return {
    async settled(): Promise<Map<string, string>> {
      return new Map(await Promise.all(reads))
    },
  }
}
