import * as streams from 'node:stream/web'

// The unit tests run jsdom in one VM context per worker (pool 'vmThreads'): that context holds
// what jsdom defines, and not Node's web streams, which MSW's interceptors need.
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream'] as const) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: streams[name] })
}
