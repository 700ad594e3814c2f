import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function WasherRender(props: PictureProps) {
  return <PendingRender name="washer" {...props} />
}
