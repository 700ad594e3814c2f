import { useLocation } from '@tanstack/react-router'
import { Breadcrumb } from '../../layout/Breadcrumb'
import type { SectionProps } from '../types'
import styles from './PageHeader.module.css'

/** The title banner of an inner page: breadcrumb back to Inicio, the page's heading and lead. */
export function PageHeader({ section }: SectionProps<'pageHeader'>) {
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <header className={styles.banner}>
      <div className={styles.inner}>
        {pathname !== '/' && <Breadcrumb current={section.heading} />}
        <h1 className={styles.heading}>{section.heading}</h1>
        {section.lead && <p className={styles.lead}>{section.lead}</p>}
      </div>
    </header>
  )
}
