/**
 * Visitor text made safe for one log line: control characters (line breaks, escape sequences
 * that drive a terminal, NUL) become visible `\u` escapes, so a visitor can neither forge a log
 * line nor recolour or clear the operator's terminal.
 */
export function logText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
}
