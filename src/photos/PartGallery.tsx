import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react'
import { prefersReducedMotion } from '../ui/motion'
import styles from './PartGallery.module.css'
import { PhotoImg } from './PhotoImg'
import type { Photo } from './photo'
import { photoImage } from './photo-urls'

/**
 * A part's photographs, then its illustration (`children`: the render and the drawing), side by
 * side in a strip the browser scrolls and snaps: a swipe on a phone works before any code has
 * run. Once hydrated, the arrow keys and the thumbnails move it. A part without photographs shows
 * its illustration alone. The other photographs are asked for when the visitor reaches for the
 * gallery (a finger on it, the pointer over it, the keyboard's focus): the strip's next slides
 * are near enough for the browser's lazy loading, which would fetch them beside the first, the
 * largest thing on a phone's screen, and for a visitor who never turns to them.
 */
export function PartGallery({
  photos,
  name,
  children,
}: {
  photos: readonly Photo[]
  name: string
  children: ReactNode
}) {
  const track = useRef<HTMLElement>(null)
  const [current, setCurrent] = useState(0)
  const [restAsked, setRestAsked] = useState(false)
  const askRest = () => setRestAsked(true)
  if (photos.length === 0) return children
  const count = photos.length + 1

  const show = (index: number) => {
    askRest()
    const strip = track.current
    if (!strip) return
    const next = Math.max(0, Math.min(count - 1, index))
    strip.scrollTo({
      left: next * strip.clientWidth,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    })
    setCurrent(next)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 }[
      event.key
    ]
    if (to === undefined) return
    event.preventDefault()
    show(to)
  }
  const onScroll = () => {
    askRest()
    const strip = track.current
    if (strip?.clientWidth) setCurrent(Math.round(strip.scrollLeft / strip.clientWidth))
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control; a pointer or focus nearing the gallery asks for its other photographs
    <div
      className={styles.gallery}
      onPointerEnter={askRest}
      onPointerDown={askRest}
      onFocus={askRest}
    >
      <section
        ref={track}
        className={styles.track}
        aria-roledescription="galería"
        aria-label={`Fotos de ${name}: flechas para cambiar de foto`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a strip that scrolls must take the keyboard's focus
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
      >
        {photos.map((photo, i) => (
          <figure
            key={photo.assetId + i}
            className={styles.slide}
            aria-label={`Foto ${i + 1} de ${count}`}
          >
            <PhotoImg photo={photo} place="part" first={i === 0} waiting={i > 0 && !restAsked} />
          </figure>
        ))}
        <section
          className={styles.slide}
          aria-label="Ilustración"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: taller than the strip, it scrolls: the keyboard must reach it
          tabIndex={0}
        >
          {children}
        </section>
      </section>
      <div className={styles.thumbs}>
        {photos.map((photo, i) => (
          <button
            key={photo.assetId + i}
            type="button"
            className={styles.thumb}
            aria-label={`Ver foto ${i + 1}`}
            aria-current={current === i ? 'true' : undefined}
            onClick={() => show(i)}
          >
            <img {...photoImage(photo, 'thumb')} alt="" loading="lazy" decoding="async" />
          </button>
        ))}
        <button
          type="button"
          className={`${styles.thumb} ${styles.thumbText}`}
          aria-current={current === count - 1 ? 'true' : undefined}
          onClick={() => show(count - 1)}
        >
          Ilustración
        </button>
      </div>
    </div>
  )
}
