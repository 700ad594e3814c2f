import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function StudThreadRender(props: PictureProps) {
  return <PendingRender name="studThread" {...props} />
}
