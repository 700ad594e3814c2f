import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function DeliverRender(props: PictureProps) {
  return <PendingRender name="deliver" {...props} />
}
