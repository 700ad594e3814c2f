import { Box, Button, Card, Flex, Stack, Text } from '@sanity/ui'
import { useId, useState } from 'react'
import type { InputProps, ObjectSchemaType, Path } from 'sanity'
import { useDocumentPane } from 'sanity/structure'
import { spanishMessage } from '../i18n/messages'
import { fieldPathTitle } from './field-path-title'

/**
 * What stops "Publicar", in plain sight: the document's errors, in Spanish, each a button that
 * opens its field. It stands at the foot of the form, next to the button it explains, and stays
 * there while the form scrolls (the Studio itself only greys the button and hides the reasons
 * behind a small icon). It can be folded to its one-line count, so that on a short screen it does
 * not hide the field being corrected.
 */
export function PublishChecklist() {
  const { validation, schemaType, displayed, onPathOpen, onFocus } = useDocumentPane()
  const errors = validation.filter((marker) => marker.level === 'error')
  const [folded, setFolded] = useState(false)
  const listId = useId()
  if (errors.length === 0) return null
  const open = (path: Path) => {
    onPathOpen(path)
    onFocus(path)
  }
  return (
    <Card
      tone="critical"
      padding={3}
      radius={2}
      border
      shadow={1}
      style={{ position: 'sticky', bottom: 8, zIndex: 2, maxHeight: '30vh', overflowY: 'auto' }}
      role="region"
      aria-label="Lo que falta para publicar"
    >
      <Stack gap={3}>
        <Flex align="center" gap={2} justify="space-between">
          <Text size={1} weight="semibold">
            {errors.length === 1
              ? 'Para publicar, corrige esto:'
              : `Para publicar, corrige estas ${errors.length} cosas:`}
          </Text>
          <Button
            mode="ghost"
            tone="critical"
            fontSize={1}
            padding={2}
            style={{ minHeight: 44 }}
            aria-expanded={!folded}
            aria-controls={listId}
            text={folded ? 'Ver' : 'Ocultar'}
            onClick={() => setFolded(!folded)}
          />
        </Flex>
        <Stack
          as="ul"
          id={listId}
          hidden={folded}
          gap={0}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {errors.map((marker) => {
            const where = fieldPathTitle(schemaType as ObjectSchemaType, marker.path, displayed)
            return (
              <Box as="li" key={`${JSON.stringify(marker.path)}${marker.message}`}>
                <Button
                  mode="bleed"
                  tone="critical"
                  padding={2}
                  style={{ width: '100%', textAlign: 'left', minHeight: 44, whiteSpace: 'normal' }}
                  onClick={() => open(marker.path)}
                >
                  <Text size={1} style={{ whiteSpace: 'normal' }}>
                    {where ? <strong>{where}: </strong> : null}
                    {spanishMessage(marker.message)}
                  </Text>
                </Button>
              </Box>
            )
          })}
        </Stack>
      </Stack>
    </Card>
  )
}

/** The document form, with its checklist at the foot. */
export function FormWithPublishChecklist(props: InputProps) {
  return (
    <Stack gap={5}>
      {props.renderDefault(props)}
      <PublishChecklist />
    </Stack>
  )
}
