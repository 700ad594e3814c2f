import { describe, expect, it } from 'vitest'
import { productLines } from '../src/catalogue/lines.ts'
import { POST_NOT_FOUND, partNotFoundDocument } from '../src/routing/not-found-document.ts'
import { redirectHref, redirectSources } from '../src/site/redirects.ts'
import { staticRedirects } from './static-redirects.ts'

const rules = staticRedirects()
  .trim()
  .split('\n')
  .map((line) => line.split(/\s+/))

describe('_redirects for Netlify', () => {
  it("forces each redirect source's 301 over its meta-refresh stub, fragment included", () => {
    const permanent = rules.filter(([, , status]) => status === '301!')
    expect(permanent.map(([from, to]) => [from, to])).toEqual(
      redirectSources.map((source) => [source, redirectHref(source)]),
    )
    expect(permanent).toContainEqual(['/about-us', '/#sobre-nosotros', '301!'])
  })

  it("sends an unknown part key or post slug its route's 404 page, after every file (not forced)", () => {
    const notFound = rules.slice(redirectSources.length)
    expect(notFound).toContainEqual([
      '/pernos-para-puerta/*',
      `/${partNotFoundDocument('pernos').file}`,
      '404',
    ])
    expect(notFound).toContainEqual([
      '/birlos-automotrices/*',
      '/birlos-automotrices/404.html',
      '404',
    ])
    expect(notFound.at(-1)).toEqual(['/blog/:slug', `/${POST_NOT_FOUND.file}`, '404'])
    expect(notFound).toHaveLength(productLines.length + 1)
    for (const line of productLines)
      expect(notFound).toContainEqual([
        `${line.path}/*`,
        `/${partNotFoundDocument(line.id).file}`,
        '404',
      ])
  })
})
