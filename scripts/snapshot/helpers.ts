/** Small builders for the snapshot: Sanity export shapes with stable `_key`s. */
import type { LineId } from '../../src/catalogue/lines.ts'

export type Doc = { _id: string; _type: string; [field: string]: unknown }
type Fields = Record<string, unknown>

function hash(text: string): string {
  let value = 5381
  for (const char of text) value = ((value * 33) ^ char.charCodeAt(0)) >>> 0
  return value.toString(36)
}

/** Spans of a block; text between ** ** is bold. */
function spans(text: string, seed: string) {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part, index) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return {
        _type: 'span',
        _key: `${seed}s${index}`,
        text: bold ? part.slice(2, -2) : part,
        marks: bold ? ['strong'] : [],
      }
    })
}

export function block(text: string, style: 'normal' | 'h2' | 'h3' = 'normal') {
  const key = hash(`${style}:${text}`)
  return { _type: 'block', _key: key, style, markDefs: [], children: spans(text, key) }
}

export function bullet(text: string) {
  return { ...block(text), _key: hash(`li:${text}`), listItem: 'bullet', level: 1 }
}

/** Paragraphs separated by blank lines; lines starting with "- " become bullets, "## " subtitles. */
export function prose(text: string) {
  return text
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      if (line.startsWith('## ')) return block(line.slice(3), 'h2')
      if (line.startsWith('### ')) return block(line.slice(4), 'h3')
      if (line.startsWith('- ')) return bullet(line.slice(2))
      return block(line)
    })
}

export function ref(id: string) {
  return { _type: 'reference', _ref: id, _key: id.replace(/\W/g, '-') }
}

/** List items for featureList: [title, text?]. */
export function items(list: [string, string?][]) {
  return list.map(([title, text], index) => ({
    _type: 'featureItem',
    _key: `i${index + 1}`,
    title,
    ...(text ? { text } : {}),
  }))
}

export function section(type: string, key: string, fields: Fields) {
  return { _type: type, _key: key, ...fields }
}

export function page(props: {
  slug: string
  path: string
  title: string
  seo: { title: string; description: string }
  sections: Fields[]
}): Doc {
  return {
    _id: `page.${props.slug}`,
    _type: 'page',
    title: props.title,
    path: props.path,
    seo: { _type: 'seo', ...props.seo },
    sections: props.sections,
  }
}

/** The quote form every product page carries (the forms team renders it). */
export function quoteForm(fields: {
  heading: string
  intro: string
  form?: 'quote' | 'contact'
  notice?: 'popup' | 'inline'
  anchor?: string
}) {
  return section('quoteForm', 'quote-form', {
    ...(fields.anchor ? { anchor: fields.anchor } : {}),
    heading: fields.heading,
    intro: fields.intro,
    form: fields.form ?? 'quote',
    notice: fields.notice ?? 'popup',
  })
}

export const carMakes = [
  'Chevrolet',
  'Nissan',
  'Volkswagen',
  'Ford',
  'Honda',
  'Toyota',
  'Renault',
  'Subaru',
  'Mazda',
  'Suzuki',
]

/**
 * A table of one line's parts, from the catalogue: the copy, the line, and optionally the columns
 * after the key (measures of the line or facts, by their sheet's names) and the page size.
 */
export function lineTable(
  key: string,
  fields: { eyebrow: string; heading: string; intro: string },
  line: LineId,
  options: { columns?: string[]; pageSize?: number } = {},
) {
  return section('lineTable', key, { ...fields, line, ...options })
}
