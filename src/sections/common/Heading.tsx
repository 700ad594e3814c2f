import styles from './Heading.module.css'

/** The eyebrow + h2 pair that opens most sections. */
export function SectionHeading(props: {
  id?: string
  eyebrow?: string | null
  heading: string
  intro?: string | null
  align?: 'start' | 'center'
}) {
  return (
    <div className={styles.head} data-tone="light" data-align={props.align ?? 'start'}>
      {props.eyebrow && <p className={styles.eyebrow}>{props.eyebrow}</p>}
      <h2 id={props.id} className={styles.heading}>
        {props.heading}
      </h2>
      {props.intro && <p className={styles.intro}>{props.intro}</p>}
    </div>
  )
}
