import { memo, type ReactNode } from 'react'
import styles from './Catalogue.module.css'
import { ChoiceLink } from './ChoiceLink'
import { pageItems } from './paginate'
import type { CatalogueSearch } from './search-params'
import { transition } from './state'

/**
 * Numbered pages with previous/next, each a link; hidden when everything fits on one page.
 * Memoised: a keystroke in the search box that leaves the pages as they were renders none of it.
 */
export const Pagination = memo(function Pagination({
  search,
  page,
  pageCount,
  onPage,
}: {
  search: CatalogueSearch
  page: number
  pageCount: number
  onPage: () => void
}) {
  if (pageCount <= 1) return null
  const to = (target: number) => transition(search, { type: 'page', page: target }).search
  const step = (target: number, children: ReactNode) =>
    target < 1 || target > pageCount ? (
      <span className={styles.pageStep} aria-disabled="true">
        {children}
      </span>
    ) : (
      <ChoiceLink className={styles.pageStep} search={to(target)} onChoose={onPage}>
        {children}
      </ChoiceLink>
    )
  return (
    <nav className={styles.pagination} aria-label="Páginas del catálogo">
      <ul>
        <li>
          {step(
            page - 1,
            <>
              <span aria-hidden="true">‹</span> Anterior
            </>,
          )}
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <ChoiceLink
                className={styles.pageNumber}
                search={to(item)}
                selected={item === page}
                label={`Página ${item}`}
                onChoose={onPage}
              >
                {item}
              </ChoiceLink>
            </li>
          ),
        )}
        <li>
          {step(
            page + 1,
            <>
              Siguiente <span aria-hidden="true">›</span>
            </>,
          )}
        </li>
      </ul>
    </nav>
  )
})
