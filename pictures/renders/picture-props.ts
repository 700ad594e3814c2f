export type PictureProps = {
  /** Standing alone (no text beside it names it): its text alternative; else decorative */
  title?: string
}
