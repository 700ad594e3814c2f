import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function StudRender(props: PictureProps) {
  return <PendingRender name="stud" {...props} />
}
