import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function QuoteRender(props: PictureProps) {
  return <PendingRender name="quote" {...props} />
}
