import { type CSSProperties, useEffect, useRef, useState } from 'react'
import styles from './LoadingOverlay.module.css'

/**
 * A loading bar across the top that fills over `durationMs` and then fades (by CSS, so it also
 * goes without JavaScript); home's preloader adds a turning nut in a corner. The page under it is
 * painted and readable from the first frame. The shell remounts it (by key) on every route
 * change. It never takes clicks or focus.
 */
export function LoadingOverlay(props: { durationMs: number; variant: 'preloader' | 'overlay' }) {
  const [done, setDone] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  // The fade may end before the page hydrates (the script starts after the first paint), when
  // no handler listens yet: go when it has already finished, or when it does.
  useEffect(() => {
    const fades = ref.current
      ?.getAnimations?.()
      .filter((animation) => (animation as CSSAnimation).animationName?.includes('overlay-out'))
    if (!fades?.length) return
    let live = true
    Promise.all(fades.map((animation) => animation.finished)).then(
      () => live && setDone(true),
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  if (done) return null
  return (
    <div
      data-print="hide"
      ref={ref}
      className={styles.overlay}
      data-variant={props.variant}
      data-testid="loading-overlay"
      aria-hidden="true"
      style={{ '--overlay-ms': `${props.durationMs}ms` } as CSSProperties}
      onAnimationEnd={(event) => {
        if (event.animationName.includes('overlay-out')) setDone(true)
      }}
    >
      <div className={styles.bar} />
      {props.variant === 'preloader' && (
        <svg className={styles.nut} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <path d="M32 4 56 18v28L32 60 8 46V18z" fill="#0047ba" />
          <circle cx="32" cy="32" r="11" fill="none" stroke="#fff" strokeWidth="5" />
        </svg>
      )}
    </div>
  )
}
