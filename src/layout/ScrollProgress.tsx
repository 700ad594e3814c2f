import { useEffect, useRef } from 'react'
import styles from './ScrollProgress.module.css'

/** A thin brand-blue bar across the top that fills as the page is read. */
export function ScrollProgress() {
  const barRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const scrollable = document.documentElement.scrollHeight - window.innerHeight
      const progress = scrollable > 0 ? Math.min(1, window.scrollY / scrollable) : 0
      barRef.current?.style.setProperty('--progress', String(progress))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      cancelAnimationFrame(frame)
    }
  }, [])
  return (
    <div
      ref={barRef}
      className={styles.bar}
      aria-hidden="true"
      data-print="hide"
      data-testid="scroll-progress"
    />
  )
}
