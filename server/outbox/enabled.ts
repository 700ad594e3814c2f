/**
 * Whether the local outbox is mounted: only when the server is started with OUTBOX=1, as
 * `npm start`, `npm run dev` and the end-to-end tests do. It stands in for EmailJS on a
 * developer's machine; whatever NODE_ENV says, a server started without the switch has no
 * outbox, so a forgotten variable cannot open one to the world.
 */
export function outboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.OUTBOX === '1'
}
