import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function BrowseRender(props: PictureProps) {
  return <PendingRender name="browse" {...props} />
}
