import { useEffect, useState } from 'react'
import { ScenePicture } from '../../photos/ScenePicture'
import { Picture } from '../../picture-files/pictures'
import { ArrowIcon } from '../../ui/icons'
import { prefersReducedMotion } from '../../ui/motion'
import { SmartLink } from '../common/SmartLink'
import type { SectionProps } from '../types'
import styles from './HeroSlider.module.css'
import { HERO_SLIDER } from './timing'

/**
 * The home's opening slider: slides stacked in one grid cell and cross-faded, so the space is
 * the tallest slide's from the first paint (no layout shift) and no carousel library is needed.
 * Autoplays every 10 s and loops; pauses on hover and while focus is inside; no autoplay under
 * reduced motion. Hidden slides are inert and leave the accessibility tree, so the page's h1 (the
 * first slide's heading) stands outside the slides, read once; the first slide shows the same
 * words to the eye only.
 */
export function HeroSlider({ section }: SectionProps<'heroSlider'>) {
  const { slides } = section
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  const [autoplay, setAutoplay] = useState(false)

  useEffect(() => {
    setAutoplay(!prefersReducedMotion())
  }, [])

  useEffect(() => {
    if (!autoplay || paused || slides.length < 2) return
    const timer = setTimeout(
      () => setActive((index) => (index + 1) % slides.length),
      HERO_SLIDER.autoplayMs,
    )
    return () => clearTimeout(timer)
  }, [autoplay, paused, active, slides.length])

  const go = (index: number) => setActive((index + slides.length) % slides.length)

  return (
    <section
      className={styles.slider}
      aria-roledescription="carrusel"
      aria-label="Productos destacados"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false)
      }}
    >
      <h1 className="visually-hidden">{slides[0]?.heading}</h1>
      <div className={styles.stack}>
        {slides.map((slide, index) => {
          const isActive = index === active
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a group per slide
            <div
              key={slide._key}
              className={styles.slide}
              data-active={isActive || undefined}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${slides.length}`}
              aria-hidden={!isActive || undefined}
              inert={!isActive || undefined}
              style={{ transitionDuration: `${HERO_SLIDER.fadeMs}ms` }}
            >
              <div className={`container ${styles.inner}`}>
                <div className={styles.copy}>
                  {slide.eyebrow && <p className={styles.eyebrow}>{slide.eyebrow}</p>}
                  {index === 0 ? (
                    <p className={styles.heading} aria-hidden="true">
                      {slide.heading}
                    </p>
                  ) : (
                    <h2 className={styles.heading}>{slide.heading}</h2>
                  )}
                  {slide.text && <p className={styles.text}>{slide.text}</p>}
                  <SmartLink href={slide.ctaHref} className="btn btn-light">
                    {slide.ctaLabel}
                  </SmartLink>
                </div>
                {slide.drawing && (
                  <div className={styles.sheet}>
                    <ScenePicture
                      name={slide.drawing}
                      priority={index === 0}
                      picture={<Picture name={slide.drawing} titled priority={index === 0} />}
                    />
                  </div>
                )}
              </div>
            </div>
          )
        })}
      </div>
      {slides.length > 1 && (
        <div className={`container ${styles.controls}`}>
          <button type="button" className={styles.arrow} onClick={() => go(active - 1)}>
            <ArrowIcon className={styles.back} />
            <span className="visually-hidden">Diapositiva anterior</span>
          </button>
          <ol className={styles.dots}>
            {slides.map((slide, index) => (
              <li key={slide._key}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-current={index === active || undefined}
                  onClick={() => go(index)}
                >
                  <span className="visually-hidden">Ir a la diapositiva {index + 1}</span>
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className={styles.arrow} onClick={() => go(active + 1)}>
            <ArrowIcon />
            <span className="visually-hidden">Diapositiva siguiente</span>
          </button>
        </div>
      )}
    </section>
  )
}
