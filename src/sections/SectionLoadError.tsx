import { Component, type ReactNode } from 'react'
import { CHUNK_FAILED, isChunkLoadError } from '../ui/load-chunk'
import styles from './SectionLoadError.module.css'

type State = { error: unknown }

/**
 * The boundaries whose section's code failed to download, in the order they failed. A page
 * shows one notice, in the first one's place: a lost connection fails every section still to
 * come, and eight identical boxes would bury the page. When that section leaves (another page),
 * the next one still shown takes the notice over.
 */
const failed: SectionLoadBoundary[] = []

function refreshAll() {
  for (const boundary of failed) boundary.forceUpdate()
}

/**
 * Around one lazily loaded section: when that section's code cannot be downloaded, its place
 * shows the 'Loading chunk failed' notice with a reload button (or nothing, when another
 * section on the page already shows it), and the rest of the page stays. Any other error goes
 * on to the route's error screen.
 */
export class SectionLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error) || failed.includes(this)) return
    failed.push(this)
    refreshAll()
  }

  override componentWillUnmount() {
    const place = failed.indexOf(this)
    if (place === -1) return
    failed.splice(place, 1)
    refreshAll()
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    // Not a download failure: the route's error screen deals with it.
    if (!isChunkLoadError(error)) throw error
    if (failed[0] !== this) return null
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
