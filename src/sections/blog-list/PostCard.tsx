import { Link } from '@tanstack/react-router'
import { Picture } from '../../picture-files/pictures'
import type { SectionData } from '../types'
import styles from './BlogList.module.css'
import { postDate } from './post-date'

export type PostCardData = SectionData<'blogList'>['posts'][number]

/** One post in the list: cover, date and author, linked title, summary, tags. */
export function PostCard({ post }: { post: PostCardData }) {
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        {post.cover ? (
          <img src={post.cover.url} alt={post.cover.alt} loading="lazy" />
        ) : post.coverDrawing ? (
          <Picture name={post.coverDrawing} />
        ) : null}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={post.date}>{postDate(post.date)}</time> · {post.author}
        </p>
        <h2 className={styles.title}>
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={styles.titleLink}>
            {post.title}
          </Link>
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <ul className={styles.cardTags} aria-label="Temas">
          {post.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </div>
    </article>
  )
}
