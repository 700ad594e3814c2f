import { Card, Stack, Text } from '@sanity/ui'
import { type FormEvent, useEffect, useState } from 'react'
import type { StringInputProps } from 'sanity'
import { postDate } from '../../../src/sections/blog-list/post-date'
import { typedDate, UNREADABLE_DATE } from '../../i18n/typed-date'

/**
 * Sanity's date input (typed day first, or chosen in its calendar), with the chosen date spelled
 * out in Spanish under it (10 de marzo de 2025). While the typed text names no date
 * ("31/02/2026") the stored date has not changed: the line says so instead of spelling the
 * previous date as if it were the one in the box.
 */
export function SpanishDateInput(props: StringInputProps) {
  const [typed, setTyped] = useState<string | undefined>(undefined)
  // A date chosen in the calendar, or changed elsewhere, is what the box shows again.
  useEffect(() => setTyped(undefined), [props.value])
  const unreadable = typed !== undefined && typedDate(typed) === undefined
  const read = (event: FormEvent<HTMLDivElement>) => {
    const target = event.target as HTMLInputElement
    if (target.tagName === 'INPUT') setTyped(target.value)
  }
  return (
    <Stack gap={3}>
      <div onInputCapture={read}>{props.renderDefault(props)}</div>
      {unreadable ? (
        <Card tone="critical" padding={2} radius={2}>
          <Text size={1}>{UNREADABLE_DATE}</Text>
        </Card>
      ) : props.value ? (
        <Text size={1} muted>
          {postDate(props.value)}
        </Text>
      ) : null}
    </Stack>
  )
}
