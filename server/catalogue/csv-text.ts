// The catalogue file as text, before it is read as CSV: it must be UTF-8 (Excel's "CSV UTF-8")
// and hold no control characters, and a quote left open is reported where it opened. Messages
// are Spanish, for the staff who edit the sheet, and name the line.

const SAVE_AS_UTF8 =
  'en Excel use "Guardar como" › "CSV UTF-8 (delimitado por comas)"; en Google Sheets, ' +
  '"Descargar" › "Valores separados por comas"'

// Tab, line feed and carriage return are layout; every other C0 or C1 control is not text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/** The file's text, or the problems that keep it from being read, one "línea N: …" each. */
export function decodeCatalogueText(
  bytes: Uint8Array,
  source: string,
): { text: string } | { problems: string[] } {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    const line = lineOfFirstBadByte(bytes)
    return {
      problems: [
        `${source}, línea ${line}: el archivo no está guardado en UTF-8 (por ejemplo una "á" ` +
          `guardada como Windows-1252); ${SAVE_AS_UTF8}`,
      ],
    }
  }
  const problems: string[] = []
  for (const [index, line] of text.split('\n').entries()) {
    const match = CONTROL.exec(line)
    if (match) {
      const code = match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')
      problems.push(
        `${source}, línea ${index + 1}: contiene un carácter de control (U+${code}) que no es ` +
          `texto; bórrelo o vuelva a guardar el archivo como "CSV UTF-8"`,
      )
    }
  }
  return problems.length > 0 ? { problems } : { text }
}

/** The line where a quoted field opens and never closes, if one does. */
export function unclosedQuoteLine(text: string): number | undefined {
  let line = 1
  let openedAt: number | undefined
  let fieldStart = true
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (openedAt !== undefined) {
      if (char === '"') {
        if (text[i + 1] === '"') i++
        else {
          openedAt = undefined
          fieldStart = false
        }
      } else if (char === '\n') line++
      continue
    }
    if (char === '"' && fieldStart) openedAt = line
    else if (char === '\n') line++
    fieldStart = char === ',' || char === '\n' || (char === '\r' && text[i + 1] === '\n')
  }
  return openedAt
}

function lineOfFirstBadByte(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let line = 1
  let start = 0
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, i))
      } catch {
        return line
      }
      line++
      start = i + 1
    }
  }
  return line
}
