/**
 * Debian's Chromium, as every browser-driving script and test here launches it: no sandbox (root
 * in CI), no GPU, and none of the background calls home that this closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
