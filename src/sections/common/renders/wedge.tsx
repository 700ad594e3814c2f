import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function WedgeRender(props: PictureProps) {
  return <PendingRender name="wedge" {...props} />
}
