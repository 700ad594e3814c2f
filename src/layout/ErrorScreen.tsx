import { CHUNK_FAILED, isChunkLoadError } from '../ui/load-chunk'
import styles from './StatusPage.module.css'

/**
 * The router's screen for an unhandled error: the title 'Unexpected Application Error!', then the status or message.
 * A part of the code that failed to download gets its own screen with a reload button.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error)
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>
        {chunk ? CHUNK_FAILED.title : 'Unexpected Application Error!'}
      </h1>
      {!chunk && <p className={styles.detail}>{describeError(error)}</p>}
      <p className={styles.text}>
        {chunk
          ? CHUNK_FAILED.text
          : 'Algo salió mal al mostrar esta página. Vuelve a intentarlo en un momento.'}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {CHUNK_FAILED.reload}
        </button>
        <a href="/" className="btn btn-outline">
          Ir al inicio
        </a>
      </div>
    </section>
  )
}

export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as Record<string, unknown>
    if (typeof status === 'number') return [status, statusText].filter(Boolean).join(' ')
    if (typeof message === 'string' && message) return message
  }
  return String(error)
}
