import { groupProblems, validateSchema } from '@sanity/schema/_internal'
import { normalizeValidationRules } from '@sanity/validation/_internal'
import { describe, expect, it } from 'vitest'
import { readSnapshot, type SnapshotDocument } from '../../src/content/snapshot-source'
import { SLUG_FORMAT_MESSAGE } from '../../src/content-rules/format'
import { formatTime } from '../../src/site/hours'
import { pagePaths } from '../../src/site/pages'
import { studioSchema, validateDocuments } from '../../studio/check/validate-documents'
import { schemaTypes } from '../../studio/schemaTypes'

const documents = await readSnapshot('studio/data/production.ndjson')
const types = schemaTypes as unknown as { name: string; type: string }[]
const byName = new Map(types.map((type) => [type.name, type]))
const settings = documents.find((doc) => doc._type === 'siteSettings') as SnapshotDocument

/** The snapshot with one document replaced by an edited copy. */
function withEdited(edited: SnapshotDocument): SnapshotDocument[] {
  return documents.map((doc) => (doc._id === edited._id ? edited : doc))
}

describe('the dataset snapshot', () => {
  it('has schemas without errors', () => {
    const problems = groupProblems(validateSchema(schemaTypes).getTypes())
      .flatMap((group) => group.problems)
      .filter((problem) => problem.severity === 'error')
    expect(problems).toEqual([])
  })

  it('holds only documents of known types', () => {
    const unknown = documents.filter((doc) => byName.get(doc._type)?.type !== 'document')
    expect(unknown.map((doc) => `${doc._id}: ${doc._type}`)).toEqual([])
  })

  it("passes the Studio's own document validation, every document", async () => {
    expect(await validateDocuments(documents)).toEqual([])
  })

  it('refuses a closing hour written "7:30 pm", naming the document and the field', async () => {
    const hours = structuredClone(settings.hours) as { header: { rows: { closes: string }[] } }
    const [firstRow] = hours.header.rows
    if (!firstRow) throw new Error('the snapshot has no header hours')
    firstRow.closes = '7:30 pm'
    const refusals = await validateDocuments(withEdited({ ...settings, hours }))
    expect(refusals).toEqual([
      expect.objectContaining({
        documentId: 'siteSettings',
        path: expect.stringMatching(/^hours\.header\.rows\[.+\]\.closes$/),
        message: 'Elige una hora de la lista (cada media hora, por ejemplo 9:00 a. m.).',
      }),
    ])
    expect(refusals[0]?.text).toBe(
      'Ajustes del sitio (siteSettings) › Horarios › Horario principal › Horarios › Horario 1 › Cierra: Elige una hora de la lista (cada media hora, por ejemplo 9:00 a. m.).',
    )
  })

  it('refuses a closing hour before the opening hour', async () => {
    const hours = structuredClone(settings.hours) as {
      header: { rows: { opens: string; closes: string }[] }
    }
    const [firstRow] = hours.header.rows
    if (!firstRow) throw new Error('the snapshot has no header hours')
    firstRow.closes = '07:30'
    const refusals = await validateDocuments(withEdited({ ...settings, hours }))
    expect(refusals.map((refusal) => refusal.message)).toEqual([
      `La hora de cierre (7:30 a. m.) debe ser después de la de apertura (${formatTime(firstRow.opens)}).`,
    ])
  })

  it('refuses a phone written "55 5368 1427", naming the document and the field', async () => {
    const refusals = await validateDocuments(withEdited({ ...settings, phone: '55 5368 1427' }))
    expect(refusals).toEqual([
      expect.objectContaining({ documentId: 'siteSettings', path: 'phone' }),
    ])
    expect(refusals[0]?.text).toBe(
      'Ajustes del sitio (siteSettings) › Teléfono: Escribe el teléfono con sus 10 dígitos, sin espacios, por ejemplo 5553681427.',
    )
  })

  it('refuses a missing required field', async () => {
    const faq = documents.find((doc) => doc._type === 'faq') as SnapshotDocument
    const refusals = await validateDocuments(withEdited({ ...faq, question: undefined }))
    expect(refusals).toEqual([
      expect.objectContaining({
        documentId: faq._id,
        path: 'question',
        message: 'Escribe la pregunta, de hasta 140 caracteres.',
      }),
    ])
  })

  describe('refuses what the build cannot write, in the words of the Studio', () => {
    const page = documents.find((doc) => doc._id === 'page.home') as SnapshotDocument
    const post = documents.find((doc) => doc._type === 'post') as SnapshotDocument
    const newPage = (path: string) => ({ ...page, _id: 'page.nueva', title: 'Nueva', path })

    it.each([
      ['/404-pagina-no-encontrada', 'la página de error 404'],
      ['/img/productos', 'las imágenes del sitio'],
      ['/og', 'archivos del sitio (la carpeta og)'],
    ])('a page at %s', async (path, what) => {
      const added = newPage(path)
      expect(await validateDocuments([...documents, added], [added])).toEqual([
        {
          documentId: 'page.nueva',
          path: 'path',
          message: `La ruta ${path} está reservada para ${what}; elige otra.`,
          text: `Página «Nueva» (page.nueva) › Ruta: La ruta ${path} está reservada para ${what}; elige otra.`,
        },
      ])
    })

    it('a page at the path of another page', async () => {
      const added = newPage(String(page.path))
      expect((await validateDocuments([...documents, added], [added])).map((r) => r.text)).toEqual([
        'Página «Nueva» (page.nueva) › Ruta: Otra página ya usa la ruta /.',
      ])
    })

    it('a post address "Upper Case"', async () => {
      const edited = { ...post, slug: { _type: 'slug', current: 'Upper Case' } }
      expect((await validateDocuments(withEdited(edited), [edited])).map((r) => r.text)).toEqual([
        `Entrada del blog «${post.title}» (${post._id}) › Dirección: ${SLUG_FORMAT_MESSAGE}`,
      ])
    })

    it('two posts at one address, both of them', async () => {
      const copy = { ...post, _id: 'post.copia' }
      const slug = (post.slug as { current: string }).current
      const message = `Otra entrada del blog ya usa la dirección "${slug}".`
      expect(await validateDocuments([...documents, copy], [post, copy])).toEqual([
        expect.objectContaining({ documentId: post._id, path: 'slug', message }),
        expect.objectContaining({ documentId: 'post.copia', path: 'slug', message }),
      ])
    })
  })

  it('gives every rule staff can break a Spanish message of its own', () => {
    expect(rulesWithoutMessage()).toEqual([])
  })

  it('uses only section types the Studio knows', () => {
    const unknown = documents
      .flatMap((doc) => (Array.isArray(doc.sections) ? (doc.sections as { _type: string }[]) : []))
      .map((section) => section._type)
      .filter((type) => !byName.has(type))
    expect(unknown).toEqual([])
  })

  it('resolves every reference', () => {
    const ids = new Set(documents.map((doc) => doc._id))
    const refs = JSON.stringify(documents).match(/"_ref":"[^"]+"/g) ?? []
    const missing = refs.map((ref) => ref.slice(8, -1)).filter((id) => !ids.has(id))
    expect(missing).toEqual([])
  })

  it('has one page document for every path of the route table, and no path twice', () => {
    const paths = documents.filter((doc) => doc._type === 'page').map((doc) => String(doc.path))
    expect(pagePaths.filter((path) => !paths.includes(path))).toEqual([])
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('puts the sections the other teams render where they expect them', () => {
    const page = (path: string) => documents.find((doc) => doc.path === path)
    const sections = (path: string) => (page(path)?.sections ?? []) as Record<string, unknown>[]
    const pins = sections('/pernos-para-puerta')
    const quoteIndex = pins.findIndex((s) => s._type === 'quoteForm' && s.anchor === 'client-area')
    const catalogueIndex = pins.findIndex((s) => s._type === 'catalogue' && s.anchor === 'catalogo')
    expect(quoteIndex).toBeGreaterThanOrEqual(0)
    expect(catalogueIndex).toBeGreaterThan(quoteIndex)
    expect(
      sections('/tuercas-automotrices-birlos').find((s) => s._type === 'quoteForm'),
    ).toMatchObject({
      form: 'contact',
      notice: 'popup',
    })
    expect(
      sections('/contacto-ventas-pernos-birlos').find((s) => s._type === 'quoteForm'),
    ).toMatchObject({
      form: 'contact',
      notice: 'inline',
    })
    expect(sections('/contacto-ventas-pernos-birlos').some((s) => s._type === 'newsletter')).toBe(
      true,
    )
  })
})

type RuleInternals = { _message?: unknown; _required?: string; _rules: { flag: string }[] }
type SchemaNode = {
  name: string
  jsonType?: string
  fields?: { name: string; type: SchemaNode }[]
  of?: SchemaNode[]
}

/**
 * Every field whose rules include a check Sanity words itself (required, length, pattern,
 * list, URL…) without the field giving its own message: those would speak English. Custom
 * checks answer with their own messages; type and reference checks, and Sanity's own image
 * hotspot, slug and text-block fields, only fail on data the Studio's inputs cannot produce.
 */
function rulesWithoutMessage(): string[] {
  const ownMessages = new Set(['custom', 'type', 'reference'])
  const seen = new Set<SchemaNode>()
  const found: string[] = []
  const visit = (type: SchemaNode, where: string) => {
    if (seen.has(type) || type.name.startsWith('sanity.')) return
    seen.add(type)
    const rules = normalizeValidationRules(type as never) as unknown as RuleInternals[]
    for (const rule of rules) {
      const worded =
        rule._required === 'required' || rule._rules.some(({ flag }) => !ownMessages.has(flag))
      if (worded && !rule._message) found.push(where)
    }
    // A slug's inner field and a text block's styles are set by Sanity's own inputs.
    if (type.name === 'slug' || type.name === 'block') return
    for (const field of type.fields ?? []) visit(field.type, `${where}.${field.name}`)
    for (const member of type.of ?? []) visit(member, `${where}[${member.name}]`)
  }
  for (const name of studioSchema.getTypeNames()) {
    const type = studioSchema.get(name) as SchemaNode | undefined
    if (type && byName.has(name)) visit(type, name)
  }
  return found
}
