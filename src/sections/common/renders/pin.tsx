import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function PinRender(props: PictureProps) {
  return <PendingRender name="pin" {...props} />
}
