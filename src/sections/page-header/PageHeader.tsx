import { Breadcrumb } from '../../layout/Breadcrumb'
import type { SectionProps } from '../section-props'
import styles from './PageHeader.module.css'
import type { PageHeaderSection } from './projection'

/** The title banner of an inner page: breadcrumb back to Inicio, the page's heading and lead. */
export function PageHeader({ section, page }: SectionProps<PageHeaderSection>) {
  return (
    <header className={styles.banner}>
      <div className={styles.inner}>
        {page.path !== '/' && <Breadcrumb current={section.heading} />}
        <h1 className={styles.heading}>{section.heading}</h1>
        {section.lead && <p className={styles.lead}>{section.lead}</p>}
      </div>
    </header>
  )
}
