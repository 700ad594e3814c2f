/**
 * What a visitor types into a prerendered form before React has taken it over would be wiped
 * when the form hydrates (React sets each field to its state). This records such input from the
 * first moment the bundle runs, and each field takes its value back once it is live.
 */
const typed = new Map<string, string>()

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
}

/** React marks the DOM nodes it owns; input into those goes through React already. */
function ownedByReact(field: Field): boolean {
  return Object.keys(field).some((key) => key.startsWith('__reactFiber'))
}

function remember(field: Field) {
  if (field.id && !ownedByReact(field)) typed.set(field.id, field.value)
}

/** Call once, before hydration: keeps what was typed so far and what is typed until then. */
export function recordEarlyInput(doc: Document) {
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form input[id], form textarea[id]',
  )) {
    if (field.value !== field.defaultValue) remember(field)
  }
  for (const field of doc.querySelectorAll<HTMLSelectElement>('form select[id]')) {
    const initial = [...field.options].findIndex((option) => option.defaultSelected)
    if (field.selectedIndex !== Math.max(initial, 0)) remember(field)
  }
  const listener = (event: Event) => {
    if (isField(event.target)) remember(event.target)
  }
  doc.addEventListener('input', listener, true)
  doc.addEventListener('change', listener, true)
}

/** The value typed into field `id` before it was hydrated, once. */
export function takeEarlyInput(id: string): string | undefined {
  const value = typed.get(id)
  typed.delete(id)
  return value
}
