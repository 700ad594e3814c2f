import { describe, expect, it } from 'vitest'
import { MESSAGES } from './messages'
import { checkField } from './validation'

describe('checkField', () => {
  it.each([
    ['required', '', MESSAGES.required],
    ['required', ' \t\n', MESSAGES.required],
    ['required', 'Ana', null],
    ['email', '', MESSAGES.required],
    ['email', 'juan@', MESSAGES.invalid.email],
    ['email', 'juan@taller', MESSAGES.invalid.email],
    ['email', 'juan taller@x.mx', MESSAGES.invalid.email],
    ['email', ' juan@taller.mx ', null],
    ['phone', '5512', MESSAGES.invalid.phone],
    ['phone', '55123456789', MESSAGES.invalid.phone],
    ['phone', '55-1234-56', MESSAGES.invalid.phone],
    ['phone', '5512345678', null],
    ['phone', '   ', MESSAGES.required],
    ['optional', '', null],
  ] as const)('%s %j → %s', (rule, value, expected) => {
    expect(checkField(rule, value)).toBe(expected)
  })
})
