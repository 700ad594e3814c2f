import { useState } from 'react'
import { ClipboardIcon } from '../ui/icons'
import styles from './QuoteListPage.module.css'

/** A line's small picture (its drawing or photo), or a plain icon when it has none or fails. */
export function LineThumb({ picture }: { picture: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <div className={styles.thumb}>
      {picture && !failed ? (
        <img
          src={picture}
          alt=""
          width={96}
          height={54}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <ClipboardIcon width={28} height={28} />
      )}
    </div>
  )
}
