import { useEffect, useRef, useState } from 'react'
import { observeOnce, prefersReducedMotion } from '../../ui/motion'
import styles from './Counter.module.css'
import { type Claim, claimValue, formatClaim } from './claim'

/** Counters count up once, from 0, in this time. */
const COUNTER_DURATION_MS = 1_600

/**
 * A number that counts up once, from 0, the first time it is seen. The server markup already
 * holds the final number; animation starts only after hydration and never under reduced motion.
 * Screen readers get the final figure once, not every frame.
 */
export function Counter({ claim, tone = 'light' }: { claim: Claim; tone?: 'light' | 'dark' }) {
  const target = claimValue(claim)
  const ref = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(target)

  useEffect(() => {
    const element = ref.current
    if (!element || target === null || prefersReducedMotion()) return
    let frame = 0
    setShown(0)
    const stop = observeOnce(
      element,
      () => {
        const start = performance.now()
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS)
          const eased = 1 - (1 - progress) ** 3
          setShown(Math.round(target * eased))
          if (progress < 1) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.4 },
    )
    return () => {
      stop()
      cancelAnimationFrame(frame)
      setShown(target)
    }
  }, [target])

  return (
    <div ref={ref} className={styles.counter} data-tone={tone}>
      {target !== null && (
        <p className={styles.value}>
          <span aria-hidden="true">{formatClaim(claim, shown)}</span>
          <span className="visually-hidden">{formatClaim(claim)}</span>
        </p>
      )}
      <p className={styles.label}>{claim.label}</p>
    </div>
  )
}
