import { Component, type ReactNode } from 'react'
import { CHUNK_FAILED, isChunkLoadError } from '../ui/load-chunk'
import styles from './SectionLoadError.module.css'

type State = { error: unknown }

/**
 * Around one lazily loaded section: when that section's code cannot be downloaded, its place
 * shows the 'Loading chunk failed' notice with a reload button, and the rest of the page stays.
 * Any other error goes on to the route's error screen.
 */
export class SectionLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    // Not a download failure: the route's error screen deals with it.
    if (!isChunkLoadError(error)) throw error
    return (
      <section className={styles.notice} role="alert">
        <h2 className={styles.title}>{CHUNK_FAILED.title}</h2>
        <p className={styles.text}>{CHUNK_FAILED.text}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {CHUNK_FAILED.reload}
        </button>
      </section>
    )
  }
}
