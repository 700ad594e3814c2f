import { type ReactNode, useEffect, useId, useRef } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { withoutEditMarks } from '../../ui/edit-marks'
import { ArrowIcon } from '../../ui/icons'
import { observeOnce, prefersReducedMotion } from '../../ui/motion'
import styles from './Carousel.module.css'
import { LAZY_ROOT_MARGIN, type SlidesPerViewByWidth } from './viewport'

export type CarouselSettings = {
  autoplayMs: number
  speedMs: number
  spaceBetweenPx: number
  slidesPerView: SlidesPerViewByWidth
  slidesPerGroup?: number
}

/** Swiper options for a carousel's settings: each carousel's timing.ts, in Swiper's words. */
export function swiperOptions(settings: CarouselSettings, reducedMotion: boolean) {
  const breakpoints = Object.fromEntries(
    Object.entries(settings.slidesPerView).map(([width, perView]) => [
      Number(width),
      { slidesPerView: perView, slidesPerGroup: Math.min(settings.slidesPerGroup ?? 1, perView) },
    ]),
  )
  return {
    speed: reducedMotion ? 0 : settings.speedMs,
    spaceBetween: settings.spaceBetweenPx,
    loop: true,
    // Filler slides would be <div>s inside the <ul>: keep the list a list.
    loopAddBlankSlides: false,
    slidesPerView: settings.slidesPerView[0] ?? 1,
    slidesPerGroup: settings.slidesPerGroup ?? 1,
    breakpoints,
    autoplay: reducedMotion
      ? false
      : { delay: settings.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
    a11y: {
      // Slides stay list items of the <ul> (Swiper's default role "group" breaks the list).
      slideRole: 'listitem',
      prevSlideMessage: 'Anterior',
      nextSlideMessage: 'Siguiente',
      slideLabelMessage: '{{index}} de {{slidesLength}}',
    },
  }
}

/**
 * A row of slides. The server markup is a complete, styled, scrollable (scroll-snap) row whose
 * slide widths equal Swiper's, so nothing moves when Swiper takes over. Swiper itself is fetched
 * only when the carousel comes near the viewport, then autoplays while in view (never under
 * reduced motion), pauses on hover and while focus is inside, and loops.
 */
export function Carousel(props: {
  label: string
  kind: 'product' | 'brand'
  settings: CarouselSettings
  slides: { key: string; content: ReactNode }[]
}) {
  const rootRef = useRef<HTMLDivElement>(null)
  const trackRef = useRef<HTMLDivElement>(null)
  const swiperRef = useRef<SwiperInstance | null>(null)
  const listId = useId()
  const { settings } = props

  useEffect(() => {
    const root = rootRef.current
    const track = trackRef.current
    if (!root || !track) return
    let cancelled = false
    // Out of view, autoplay stops: Swiper's countdown asks for a frame on every vsync while it
    // runs (paused or not), and its slides repaint, which slows everything else on the page (a
    // keystroke in the catalogue's search, on a slow phone). Back in view, it starts again.
    // Observed from Swiper's start, whose first report says whether it is in view then.
    const inView =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(([entry]) => {
            const autoplay = swiperRef.current?.autoplay
            // Under reduced motion Swiper's autoplay is { enabled: false }: nothing to stop.
            const options = swiperRef.current?.params.autoplay
            if (!autoplay || typeof options !== 'object' || !options.enabled) return
            if (!entry?.isIntersecting) {
              if (autoplay.running) autoplay.stop()
            } else if (!autoplay.running) {
              autoplay.start()
              if (root.contains(document.activeElement)) autoplay.pause()
            }
          })
    const pause = () => swiperRef.current?.autoplay?.pause()
    const resume = () => {
      if (!root.contains(document.activeElement)) swiperRef.current?.autoplay?.resume()
    }
    const stop = observeOnce(
      root,
      () => {
        import('./swiper-lazy')
          .then(({ Swiper, Autoplay, A11y }) => {
            if (cancelled) return
            track.scrollLeft = 0
            root.dataset.ready = 'true'
            swiperRef.current = new Swiper(track, {
              modules: [Autoplay, A11y],
              ...swiperOptions(settings, prefersReducedMotion()),
            })
            inView?.observe(root)
          })
          .catch(() => {
            // Without Swiper the row stays scrollable: nothing is lost.
          })
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    )
    root.addEventListener('focusin', pause)
    root.addEventListener('focusout', resume)
    return () => {
      cancelled = true
      stop()
      inView?.disconnect()
      root.removeEventListener('focusin', pause)
      root.removeEventListener('focusout', resume)
      swiperRef.current?.destroy(true, true)
      swiperRef.current = null
      delete root.dataset.ready
    }
  }, [settings])

  const step = (direction: 1 | -1) => {
    const swiper = swiperRef.current
    if (swiper) {
      if (direction === 1) swiper.slideNext()
      else swiper.slidePrev()
      return
    }
    trackRef.current?.scrollBy({ left: direction * (trackRef.current.clientWidth || 300) })
  }

  return (
    <section
      ref={rootRef}
      className={styles.carousel}
      data-kind={props.kind}
      aria-roledescription="carrusel"
      aria-label={withoutEditMarks(props.label)}
    >
      <div ref={trackRef} className={`${styles.viewport} swiper`}>
        <ul id={listId} className={`${styles.track} swiper-wrapper`}>
          {props.slides.map((slide) => (
            <li key={slide.key} className={`${styles.slide} swiper-slide`}>
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        {([-1, 1] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            className={styles.control}
            aria-controls={listId}
            onClick={() => step(direction)}
          >
            <ArrowIcon className={direction === -1 ? styles.back : undefined} />
            <span className="visually-hidden">{direction === -1 ? 'Anterior' : 'Siguiente'}</span>
          </button>
        ))}
      </div>
    </section>
  )
}
