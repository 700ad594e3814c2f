import { afterEach, describe, expect, it, vi } from 'vitest'
import { showUpdatePrompt, UPDATE_PROMPT_TEXT } from './update-prompt'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the new version prompt', () => {
  it('says in Spanish that there is a new version, with a button to update', () => {
    showUpdatePrompt(async () => {})
    const prompt = document.querySelector('[role="status"]')
    expect(prompt?.textContent).toContain('Hay una versión nueva')
    const button = prompt?.querySelector('button')
    expect(button?.textContent).toBe('Actualizar')
    expect(button?.type).toBe('button')
    expect(UPDATE_PROMPT_TEXT).toBe('Hay una versión nueva —')
    expect(prompt?.textContent).toBe('Hay una versión nueva — Actualizar')
  })

  it('shows once however often the worker reports the update', () => {
    showUpdatePrompt(async () => {})
    showUpdatePrompt(async () => {})
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1)
  })

  it('updates once on a press, the button then busy, and never touches the quote list', async () => {
    localStorage.setItem('fijamex:cotizacion', '{"version":1,"lines":[]}')
    const update = vi.fn(async () => {})
    showUpdatePrompt(update)
    const button = document.querySelector('button') as HTMLButtonElement
    button.click()
    button.click()
    expect(update).toHaveBeenCalledTimes(1)
    expect(button.disabled).toBe(true)
    expect(button.textContent).toBe('Actualizando…')
    expect(localStorage.getItem('fijamex:cotizacion')).toBe('{"version":1,"lines":[]}')
  })

  it('lets the visitor try again when the update failed', async () => {
    const update = vi.fn(async () => {
      throw new Error('sin señal')
    })
    showUpdatePrompt(update)
    const button = document.querySelector('button') as HTMLButtonElement
    button.click()
    await vi.waitFor(() => expect(button.disabled).toBe(false))
    expect(button.textContent).toBe('Actualizar')
  })
})
