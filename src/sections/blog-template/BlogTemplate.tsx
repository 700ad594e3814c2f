import { Link } from '@tanstack/react-router'
import type { SectionProps } from '../types'
import styles from './BlogTemplate.module.css'

function formatDate(date: string): string {
  return new Date(`${date}T12:00:00`).toLocaleDateString('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
}

/** The static blog: posts, popular posts, tags and page links. No behaviour yet. */
export function BlogTemplate({ section }: SectionProps<'blogTemplate'>) {
  const pages = Array.from({ length: section.pageCount }, (_, index) => index + 1)
  return (
    <section className={styles.section}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {section.posts.map((post) => (
            <article key={post._key} className={styles.post}>
              <div className={styles.cover} aria-hidden="true">
                <span>Blog técnico</span>
              </div>
              <p className={styles.meta}>
                <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
                {post.readingMinutes ? ` · ${post.readingMinutes} min de lectura` : ''}
              </p>
              <h2 className={styles.title}>{post.title}</h2>
              <p>{post.excerpt}</p>
            </article>
          ))}
          <nav aria-label="Páginas del blog">
            <ol className={styles.pagination}>
              {pages.map((page) =>
                page === 1 ? (
                  <li key={page}>
                    <Link to="/blog" aria-current="page" className={styles.page}>
                      {page}
                    </Link>
                  </li>
                ) : (
                  <li key={page}>
                    <span className={styles.page} aria-disabled="true">
                      {page}
                      <span className="visually-hidden"> (próximamente)</span>
                    </span>
                  </li>
                ),
              )}
            </ol>
          </nav>
        </div>
        <aside className={styles.sidebar} aria-label="Más del blog">
          <section>
            <h2 className={styles.sideHeading}>Entradas populares</h2>
            <ul className={styles.popular}>
              {section.popular.map((item) => (
                <li key={item._key}>
                  <span className={styles.popularTitle}>{item.title}</span>
                  <time dateTime={item.date}>{formatDate(item.date)}</time>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className={styles.sideHeading}>Etiquetas</h2>
            <ul className={styles.tags}>
              {section.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </section>
  )
}
