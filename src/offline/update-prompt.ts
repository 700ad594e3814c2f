/**
 * "Hay una versión nueva — Actualizar": shown when a new build's worker is waiting. The press
 * lets it take over and reloads the page (vite-plugin-pwa's updateSW); the quote list lives in
 * localStorage, so it is there after the reload. Plain DOM: loaded only when an update waits.
 */
import styles from './UpdatePrompt.module.css'

export const UPDATE_PROMPT_TEXT = 'Hay una versión nueva —'
const PROMPT_ID = 'actualizacion-disponible'

export function showUpdatePrompt(update: () => Promise<void>): HTMLElement {
  const shown = document.getElementById(PROMPT_ID)
  if (shown) return shown
  const prompt = document.createElement('div')
  prompt.id = PROMPT_ID
  prompt.className = styles.prompt ?? ''
  prompt.setAttribute('role', 'status')
  const text = document.createElement('p')
  text.className = styles.text ?? ''
  text.textContent = UPDATE_PROMPT_TEXT
  const button = document.createElement('button')
  button.type = 'button'
  button.className = `btn btn-primary ${styles.button ?? ''}`
  button.textContent = 'Actualizar'
  button.addEventListener('click', () => {
    if (button.disabled) return
    button.disabled = true
    button.textContent = 'Actualizando…'
    update().catch((error: unknown) => {
      console.error('No se pudo actualizar el sitio:', error)
      button.disabled = false
      button.textContent = 'Actualizar'
    })
  })
  // The space keeps the two apart when read as one text: "… nueva — Actualizar".
  prompt.append(text, ' ', button)
  document.body.append(prompt)
  return prompt
}
