import { Card, Stack, Text } from '@sanity/ui'
import type { FieldProps, FormNodeValidation } from 'sanity'
import { spanishMessage } from '../i18n/messages'

/**
 * A field with its messages written under it, in Spanish, not only in the tooltip of a small
 * icon by its title. Only the field's own messages: those of its inner fields show under them.
 */
export function FieldWithMessages(props: FieldProps) {
  const validation = props.validation.map(
    (marker): FormNodeValidation => ({ ...marker, message: spanishMessage(marker.message) }),
  )
  const own = validation.filter((marker) => marker.path.length === props.path.length)
  // Always the same wrapper: a field whose messages come and go must not be mounted anew (its
  // input would lose the focus, and the keystrokes after a message appears).
  const rendered = props.renderDefault({ ...props, validation })
  return (
    <Stack gap={2}>
      {rendered}
      {own.map((marker) => (
        <Card
          key={marker.message}
          tone={marker.level === 'error' ? 'critical' : 'caution'}
          padding={2}
          radius={2}
          data-testid="field-message"
        >
          <Text size={1}>{marker.message}</Text>
        </Card>
      ))}
    </Stack>
  )
}
