/**
 * The physical limit for `npm run bench:api`: a bare node:http server that answers each path
 * with the exact bytes and headers the catalogue server sent for it (read from the JSON file
 * named on the command line), doing nothing else. Prints the port it listens on.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

type Recorded = { path: string; headers: Record<string, string>; body: string }

const recorded: Recorded[] = JSON.parse(readFileSync(process.argv[2] as string, 'utf8'))
const answers = new Map(
  recorded.map(({ path, headers, body }) => [path, { headers, body: Buffer.from(body, 'base64') }]),
)

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '')
  if (!answer) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, answer.headers).end(answer.body)
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  console.log(typeof address === 'object' && address ? address.port : 0)
})
