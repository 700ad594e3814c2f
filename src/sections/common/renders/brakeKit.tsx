import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function BrakeKitRender(props: PictureProps) {
  return <PendingRender name="brakeKit" {...props} />
}
