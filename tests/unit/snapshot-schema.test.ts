import { groupProblems, validateSchema } from '@sanity/schema/_internal'
import { describe, expect, it } from 'vitest'
import { readSnapshot, type SnapshotDocument } from '../../src/content/snapshot-source'
import { pagePaths } from '../../src/site/pages'
import { validateDocuments } from '../../studio/check/validate-documents'
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
      }),
    ])
    expect(refusals[0]?.message).toMatch(/HH:mm/)
  })

  it('refuses a phone written "55 5368 1427", naming the document and the field', async () => {
    const refusals = await validateDocuments(withEdited({ ...settings, phone: '55 5368 1427' }))
    expect(refusals).toEqual([
      expect.objectContaining({ documentId: 'siteSettings', path: 'phone' }),
    ])
    expect(refusals[0]?.message).toMatch(/10 dígitos/)
  })

  it('refuses a missing required field', async () => {
    const faq = documents.find((doc) => doc._type === 'faq') as SnapshotDocument
    const refusals = await validateDocuments(withEdited({ ...faq, question: undefined }))
    expect(refusals).toEqual([expect.objectContaining({ documentId: faq._id, path: 'question' })])
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
