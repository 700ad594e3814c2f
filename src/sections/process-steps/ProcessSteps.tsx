import { ScenePicture } from '../../photos/ScenePicture'
import { Picture } from '../../picture-files/pictures'
import { CardGrid } from '../../ui/CardGrid'
import { SectionHeading } from '../common/Heading'
import type { SectionProps } from '../types'
import styles from './ProcessSteps.module.css'

/** How to buy, as numbered steps, each with its picture when it has one. */
export function ProcessSteps({ section }: SectionProps<'processSteps'>) {
  return (
    <section className="band" data-surface="white">
      <div className="container">
        <SectionHeading eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <CardGrid
          as="ol"
          count={section.steps.length}
          limits={{ base: 1, md: 3, lg: 4 }}
          className={styles.steps}
        >
          {section.steps.map((step, index) => (
            <li key={step._key} className={styles.step}>
              {step.drawing && (
                <div className={styles.picture}>
                  <ScenePicture name={step.drawing} picture={<Picture name={step.drawing} />} />
                </div>
              )}
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
            </li>
          ))}
        </CardGrid>
      </div>
    </section>
  )
}
