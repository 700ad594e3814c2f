/**
 * Inside the Studio's Presentation tool, texts from the content carry invisible edit markers
 * (Sanity's stega encoding: zero-width characters appended to the text) that the click-to-edit
 * overlays read. They belong in visible text only: an attribute built from content (an
 * aria-label, say) takes the text without them. Outside Presentation texts have none and this
 * changes nothing.
 */
export const EDIT_MARK_CHARACTERS = /[\u200B-\u200D\u2060-\u2063\uFEFF\u{1D173}-\u{1D17A}]/u

const editMarks = new RegExp(EDIT_MARK_CHARACTERS.source, 'gu')

export function withoutEditMarks(text: string): string {
  return text.replace(editMarks, '')
}
