/**
 * Sets variables in the text of a .env file: a variable already there gets its new value in
 * place, a new one is added at the end; comments and every other line stay as they were.
 */
export function setEnvValues(text: string, values: Record<string, string>): string {
  const pending = new Map(Object.entries(values))
  const lines = text === '' ? [] : text.replace(/\n$/, '').split('\n')
  const updated = lines.map((line) => {
    const name = /^\s*([A-Z0-9_]+)\s*=/.exec(line)?.[1]
    if (!name || !pending.has(name)) return line
    const value = pending.get(name)
    pending.delete(name)
    return `${name}=${value}`
  })
  for (const [name, value] of pending) updated.push(`${name}=${value}`)
  return `${updated.join('\n')}\n`
}

/** The value of a variable in the text of a .env file, if it is set and not empty. */
export function envValue(text: string, name: string): string | undefined {
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line)
    if (match?.[1] === name && match[2]) return match[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  return undefined
}
