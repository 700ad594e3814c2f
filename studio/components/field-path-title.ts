import type { ObjectSchemaType, Path, SchemaType } from 'sanity'

type Value = Record<string, unknown> | unknown[] | undefined

const titled = (type: SchemaType | undefined) => type?.title ?? type?.name ?? ''

/**
 * A field's place in the form as an editor reads it: its titles from the document down
 * ("Secciones › Encabezado de página › Título"), not its stored names.
 */
export function fieldPathTitle(
  schemaType: ObjectSchemaType,
  path: Path,
  document: unknown,
): string {
  const titles: string[] = []
  let type: SchemaType | undefined = schemaType
  let value = document as Value
  for (const segment of path) {
    if (typeof segment === 'string') {
      const field: ObjectSchemaType['fields'][number] | undefined = (
        type as ObjectSchemaType | undefined
      )?.fields?.find((candidate) => candidate.name === segment)
      if (!field) break
      titles.push(titled(field.type))
      type = field.type
      value = (value as Record<string, unknown> | undefined)?.[segment] as Value
      continue
    }
    // An item of a list: named by its own type's title (a section, a row of hours).
    const items = Array.isArray(value) ? value : []
    const item = (
      typeof segment === 'object' && '_key' in segment
        ? items.find((candidate) => (candidate as { _key?: string })?._key === segment._key)
        : typeof segment === 'number'
          ? items[segment]
          : undefined
    ) as Record<string, unknown> | undefined
    const members: SchemaType[] = (type as { of?: SchemaType[] } | undefined)?.of ?? []
    const member: SchemaType | undefined =
      members.find((candidate) => candidate.name === item?._type) ?? members[0]
    if (member && member.jsonType === 'object') titles.push(titled(member))
    type = member
    value = item as Value
  }
  // A field's own title: the schema's, never the field name Sanity would humanize.
  return titles.filter(Boolean).join(' › ')
}
