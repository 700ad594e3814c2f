import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll } from 'vitest'

/**
 * For tests: a host that accepts connections and never answers (a silent Sanity), open for the
 * test file's life: its base URL (set once it listens) and how many connections it took.
 */
export function blackHoleHost(): { url: () => string; connections: () => number } {
  const sockets: Socket[] = []
  let server: Server
  let host = ''
  beforeAll(async () => {
    server = createServer((socket) => {
      sockets.push(socket)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    host = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(() => {
    for (const socket of sockets) socket.destroy()
    server.close()
  })
  return { url: () => host, connections: () => sockets.length }
}
