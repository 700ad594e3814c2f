import { describe, expect, it } from 'vitest'
import { pageScriptPolicy } from '../security-headers.ts'
import { withScriptPolicy } from './csp-meta.ts'
import { inlineScriptHashes } from './inline-script-hashes.ts'

const page = `<!DOCTYPE html><html lang="es-MX"><head><meta charSet="utf-8"/><title>Inicio</title><script>self.a=1</script></head><body><script>self.b=2</script></body></html>`

const metaOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1]

describe('withScriptPolicy', () => {
  it("puts the page's own script policy first in its head, right after the charset", () => {
    const hashes = inlineScriptHashes(page)
    const html = withScriptPolicy(page, hashes)
    expect(
      html.startsWith(
        '<!DOCTYPE html><html lang="es-MX"><head><meta charSet="utf-8"/><meta http-equiv',
      ),
    ).toBe(true)
    expect(metaOf(html)).toBe(pageScriptPolicy(hashes))
    expect(html.indexOf('http-equiv')).toBeLessThan(html.indexOf('<script'))
    // The meta changes no script, so the hashes still name them.
    expect(inlineScriptHashes(html)).toEqual(hashes)
  })

  it('gives a page without scripts (a redirect stub) a policy that allows no inline script', () => {
    const stub =
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Redirigiendo…</title></head></html>'
    const policy = metaOf(withScriptPolicy(stub, []))
    expect(policy).toBe(pageScriptPolicy([]))
    expect(policy).not.toContain("'unsafe-inline'")
    expect(policy).not.toContain('sha256')
  })

  it('refuses a page where a script would come before the policy, or without a head', () => {
    expect(() =>
      withScriptPolicy('<!DOCTYPE html><script>1</script><html><head></head></html>', []),
    ).toThrow()
    expect(() => withScriptPolicy('<p>sin cabeza</p>', [])).toThrow()
  })
})
