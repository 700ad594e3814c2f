/**
 * A static host's `_headers` file read as Netlify and Cloudflare Pages read it: rules of a path
 * pattern and indented `Name: value` lines. For the checks of the file the build writes.
 */
export type HeaderRules = Map<string, Map<string, string>>

/** The rules by path pattern, header names in lower case. */
export function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = new Map()
  let current: Map<string, string> | undefined
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      current = new Map()
      rules.set(line.trim(), current)
      continue
    }
    const at = line.indexOf(':')
    current?.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim())
  }
  return rules
}

/** Whether a rule's pattern matches a path: `*` stands for any run of characters. */
export function patternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`).test(path)
}

/** The values a host sends for one header on a path: every matching rule's, in order. */
export function headerValuesFor(rules: HeaderRules, path: string, name: string): string[] {
  return [...rules]
    .filter(([pattern]) => patternMatches(pattern, path))
    .flatMap(([, headers]) => headers.get(name.toLowerCase()) ?? [])
}
