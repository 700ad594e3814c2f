/**
 * The React keys of a page's cards. A product still shown keeps its card, whose DOM is left as
 * it is (its picture is not asked for again); a product new to the page takes the card of one no
 * longer shown, updated in place rather than built anew. A choice that narrows the results (a
 * year) leaves most cards alone; a new page reuses the cards it had.
 *
 * `previous` maps each product shown before to its card; the answer maps the products given.
 */
export function cardSlots(
  previous: ReadonlyMap<string, number>,
  keys: readonly string[],
): Map<string, number> {
  const slots = new Map<string, number>()
  for (const key of keys) {
    const slot = previous.get(key)
    if (slot !== undefined) slots.set(key, slot)
  }
  const taken = new Set(slots.values())
  const free = [...previous.values()].filter((slot) => !taken.has(slot)).sort((a, b) => a - b)
  let next = 0
  for (const key of keys) {
    if (slots.has(key)) continue
    let slot = free.shift()
    if (slot === undefined) {
      while (taken.has(next)) next++
      slot = next
    }
    taken.add(slot)
    slots.set(key, slot)
  }
  return slots
}
