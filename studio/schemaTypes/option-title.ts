/** The Spanish title of a list option's stored value, for previews (never the raw value). */
export function optionTitle(
  options: readonly { title: string; value: string }[],
  value: unknown,
): string | undefined {
  return options.find((option) => option.value === value)?.title
}
