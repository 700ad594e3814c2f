import { Card, Stack, Text } from '@sanity/ui'
import { type InputProps, useEditState, useFormValue } from 'sanity'

/** The address a published document has: a page's path, a post's slug. */
function publishedAddress(published: Record<string, unknown> | null): string | undefined {
  if (!published) return undefined
  if (typeof published.path === 'string') return published.path
  const slug = (published.slug as { current?: string } | undefined)?.current
  return slug ? `/blog/${slug}` : undefined
}

/** The same input, read only (a string input reads it from its element's props too). */
function locked(props: InputProps): InputProps {
  const element = (props as { elementProps?: object }).elementProps
  return {
    ...props,
    readOnly: true,
    ...(element ? { elementProps: { ...element, readOnly: true } } : {}),
  } as InputProps
}

/**
 * An address field (a page's path, a post's slug) that can be typed and corrected freely until
 * the document is first published; from then on it is locked, saying why and how to move it.
 * Links, search engines and customers' bookmarks reach the published address, and the site has
 * no way to send an old address to a new one from the Studio (redirects live in the site's code).
 */
export function PublishedAddressInput(props: InputProps) {
  const id = (useFormValue(['_id']) as string | undefined) ?? ''
  const type = (useFormValue(['_type']) as string | undefined) ?? ''
  const { published } = useEditState(id.replace(/^drafts\./, ''), type)
  const address = publishedAddress(published as Record<string, unknown> | null)
  const what = type === 'post' ? 'Esta entrada' : 'Esta página'
  // One wrapper either way: the input is not mounted anew (and loses no focus) as the state loads.
  return (
    <Stack gap={3}>
      {props.renderDefault(address ? locked(props) : props)}
      {address ? (
        <Card tone="caution" padding={3} radius={2} border>
          <Text size={1}>
            {what} ya está publicada en {address}, y su dirección ya no se cambia: los enlaces, los
            buscadores y los clientes que la guardaron llegan a esa dirección. Para moverla, duplica{' '}
            {type === 'post' ? 'la entrada' : 'la página'} (menú ⋯ arriba a la derecha, «Duplicar»),
            escribe la nueva dirección en la copia y publícala; luego pide a sistemas que la
            dirección anterior lleve a la nueva antes de despublicar la original.
          </Text>
        </Card>
      ) : null}
    </Stack>
  )
}
