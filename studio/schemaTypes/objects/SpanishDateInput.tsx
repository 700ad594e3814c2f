import { Stack, Text } from '@sanity/ui'
import type { StringInputProps } from 'sanity'
import { postDate } from '../../../src/sections/blog-list/post-date'

/** Sanity's date input, with the chosen date spelled out in Spanish under it (10 de marzo de 2025). */
export function SpanishDateInput(props: StringInputProps) {
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      {props.value ? (
        <Text size={1} muted>
          {postDate(props.value)}
        </Text>
      ) : null}
    </Stack>
  )
}
