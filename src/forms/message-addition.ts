import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react'
import { MESSAGE_MAX_LENGTH } from './validation'

/**
 * A line to add to a form's message from outside the form (a spec row's 'Cotizar' names its
 * part). `key` changes with each request, so asking again for the same line applies it again.
 */
export type MessageAddition = { text: string; key: string }

/**
 * The message with `line` added: an empty message becomes the line; a message that already has
 * it on a line of its own stays as it is; otherwise the line goes at the end, on its own line,
 * so what the visitor wrote and the parts asked for before are kept. A line that would pass the
 * message's limit is not added.
 */
export function withAddedLine(message: string, line: string) {
  if (!message.trim()) return line
  if (message.split('\n').some((existing) => existing.trim() === line)) return message
  const added = `${message.trimEnd()}\n${line}`
  return added.length > MESSAGE_MAX_LENGTH ? message : added
}

/**
 * Adds each new `addition` to the form's message, once per key: coming back to an earlier
 * request (Back, Forward) does not add again a line the visitor may have deleted since. It runs
 * after the form's fields have taken back anything typed before hydration (their effects run
 * first), so that text is kept too.
 */
export function useMessageAddition<T extends { message: string }>(
  addition: MessageAddition | undefined,
  setValues: Dispatch<SetStateAction<T>>,
) {
  const text = addition?.text
  const key = addition?.key
  const applied = useRef(new Set<string>())
  useEffect(() => {
    if (text === undefined || key === undefined || applied.current.has(key)) return
    applied.current.add(key)
    setValues((previous) => {
      const message = withAddedLine(previous.message, text)
      return message === previous.message ? previous : { ...previous, message }
    })
  }, [text, key, setValues])
}
