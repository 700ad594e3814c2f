import { useLocation } from '@tanstack/react-router'
import { Breadcrumb } from '../../layout/Breadcrumb'
import { PhotoImg } from '../../photos/PhotoImg'
import { usePagePhotos } from '../../photos/page-photos'
import { Picture } from '../../picture-files/pictures'
import type { SectionProps } from '../types'
import styles from './PageHeader.module.css'

/**
 * The title banner of an inner page: breadcrumb back to Inicio, the page's heading and lead, and
 * the product family's drawing beside them when the page has one (it fills the band's right half
 * on wide screens).
 */
export function PageHeader({ section }: SectionProps<'pageHeader'>) {
  const pathname = useLocation({ select: (location) => location.pathname })
  // A line's page shows the line's photograph, when the Studio has one, where its drawing was.
  const { line } = usePagePhotos()
  return (
    <header className={styles.banner}>
      <div className={styles.inner} data-drawing={section.drawing || line ? '' : undefined}>
        <div>
          {pathname !== '/' && <Breadcrumb current={section.heading} />}
          <h1 className={styles.heading}>{section.heading}</h1>
          {section.lead && <p className={styles.lead}>{section.lead}</p>}
        </div>
        {line ? (
          <div className={styles.sheet}>
            <PhotoImg photo={line} place="line" first />
          </div>
        ) : (
          section.drawing && (
            <div className={styles.sheet}>
              <Picture name={section.drawing} titled priority />
            </div>
          )
        )}
      </div>
    </header>
  )
}
