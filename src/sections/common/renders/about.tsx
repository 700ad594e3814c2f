import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function AboutRender(props: PictureProps) {
  return <PendingRender name="about" {...props} />
}
