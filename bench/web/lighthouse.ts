import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'
import { CATEGORIES } from './targets.ts'

/** How Lighthouse's browser is set up for every run of a benchmark. */
export type LighthouseSetup = {
  /** Requests refused for the whole run (e.g. `*.js`). */
  blockedUrlPatterns?: string[]
  /** More Chromium flags (--photos: Sanity's hosts answered by a stand-in). */
  chromeFlags?: string[]
}

/** One Lighthouse run in a fresh Chromium: no cache or state can leak from the previous page. */
export async function runLighthouse(
  url: string,
  { blockedUrlPatterns = [], chromeFlags = [] }: LighthouseSetup = {},
): Promise<Result> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...chromeFlags],
    logLevel: 'silent',
  })
  try {
    // No config: Lighthouse's default config is the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // --block: requests Lighthouse refuses, to see what each kind costs the paints.
      ...(blockedUrlPatterns.length ? { blockedUrlPatterns } : {}),
    })
    if (!result) throw new Error('Lighthouse returned no result')
    return result.lhr
  } finally {
    chrome.kill()
  }
}
