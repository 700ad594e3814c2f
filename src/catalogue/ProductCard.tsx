import { AddToQuote } from '../quote-list/AddToQuote'
import { ChatIcon } from '../ui/icons'
import { QuietLink } from '../ui/QuietLink'
import { type Application, applicationText } from './applications'
import styles from './Catalogue.module.css'
import type { CardDifferences } from './compare/candidates'
import { Differ } from './compare/Differ'
import { DOOR_PINS } from './lines'
import { partLink } from './part-path'
import {
  CARD_PICTURE_SIZES,
  productCardPictureUrl,
  productCardSrcSet,
  productPhotoUrl,
} from './product-image'
import { PRODUCT_QUOTE_ANCHOR, quoteItem, whatsappQuoteText } from './quote-request'
import type { Product } from './types'
import { fitNoteFor, type Vehicle, vehicleSearch } from './vehicle'

/** A photo's box, the card render's canvas (pictures/pin/pin-render-geometry.ts). */
const PRODUCT_PHOTO = { width: 320, height: 150 } as const
/** What a waiting picture shows: a transparent image of the box's shape (32 × 15 pixels). */
export const WAITING_PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAPCAYAAACFgM0XAAAAF0lEQVR42mNgGAWjYBSMglEwCkbBAAMAB48AAfxicgQAAAAASUVORK5CYII='

function tagClass(tag: string): string | undefined {
  const t = tag.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  if (t === 'mas vendido') return styles.tagBest
  if (t === 'nuevo') return styles.tagNew
  return undefined
}

/**
 * One product: its own render (or its photo, when the catalogue has one), key and name (a link
 * to its page), position, measures, applications, quote actions. On a phone it is a compact row
 * that shows, of the applications, the one the filter matched (or the first and how many more);
 * from 600 px a card with them all. 'Cotizar' opens the product's page at its quote form, the
 * product already named in the message; 'Agregar' puts it in the buyer's quote list. Its links
 * are QuietLinks: nine cards' links need not listen to every change of address.
 */
export function ProductCard({
  product,
  match,
  whatsappHref,
  vehicle = null,
  differs,
  pictureLater = false,
}: {
  product: Product
  /** The application the visitor's make, model and year matched, if any. */
  match: Application | null
  whatsappHref: (text: string) => string
  /** The vehicle the results are for: its quote and its line in the list name it. */
  vehicle?: Vehicle | null
  /** What sets it apart from the other candidates, highlighted where it is shown. */
  differs?: CardDifferences
  /**
   * Its picture waits (the box keeps its place): the results of a text still being typed change
   * with every key, and a new card asks for its picture once the results are painted.
   */
  pictureLater?: boolean
}) {
  const titleId = `producto-${product.key.replace(/[^\w-]/g, '')}`
  const photo = productPhotoUrl(product.image)
  const page = partLink(DOOR_PINS, product.key)
  const quoteLink = vehicle
    ? { ...page, search: vehicleSearch(vehicle), hash: PRODUCT_QUOTE_ANCHOR }
    : { ...page, hash: PRODUCT_QUOTE_ANCHOR }
  const fitNote = match ? fitNoteFor(product, match.make, match.model) : null
  const applications = product.applications
    .split(/\s+·\s+/)
    .map((a) => a.trim())
    .filter(Boolean)
  const matched = match ? applicationText(match) : null
  const summary =
    matched ??
    (applications.length > 1
      ? `${applications[0]} y ${applications.length - 1} más`
      : (applications[0] ?? null))
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {pictureLater ? (
          <img src={WAITING_PICTURE} alt="" {...PRODUCT_PHOTO} />
        ) : photo ? (
          <img src={photo} alt={product.alt} {...PRODUCT_PHOTO} loading="lazy" decoding="async" />
        ) : (
          // Its render, drawn by the build from its measures and sized for the card; the card's
          // title names it.
          <img
            src={productCardPictureUrl(product.key, 320)}
            srcSet={productCardSrcSet(product.key)}
            sizes={CARD_PICTURE_SIZES}
            alt=""
            {...PRODUCT_PHOTO}
            loading="lazy"
            decoding="async"
          />
        )}
        {product.tag && (
          <span className={`${styles.tag} ${tagClass(product.tag) ?? ''}`}>{product.tag}</span>
        )}
      </div>
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle} data-key={product.key}>
          <QuietLink link={page} className={styles.cardLink}>
            <span className={styles.key}>{product.key}</span>
            <span className={styles.name}>{product.name}</span>
          </QuietLink>
        </h3>
        {product.position && (
          <p className={styles.position}>
            {differs ? (
              <PositionTerms position={product.position} differs={differs} />
            ) : (
              product.position
            )}
          </p>
        )}
        {product.note && <p className={styles.note}>{product.note}</p>}
        {/* A list of terms, not a table: nine small tables were a third of the cards' layout. */}
        <dl className={styles.specs}>
          <dt>Largo</dt>
          <dd>
            <Differ fact={differs?.length}>{product.length || '—'}</Differ>
          </dd>
          <dt>Diámetro</dt>
          <dd>
            <Differ fact={differs?.diameter}>{product.diameter || '—'}</Differ>
          </dd>
          {/* Said only where it sets the part apart: the comparison has the rest. */}
          {differs?.bushing?.unique && (
            <>
              <dt>Buje</dt>
              <dd>
                <Differ fact={differs.bushing}>
                  {differs.bushing.value === 'Con buje' ? 'Sí' : 'No'}
                </Differ>
              </dd>
            </>
          )}
        </dl>
        {summary && (
          <p className={matched ? styles.match : styles.summary}>
            {matched && (
              <>
                <span className={styles.matchLabel} aria-hidden="true">
                  ✓{' '}
                </span>
                <span className="visually-hidden">Compatible con </span>
              </>
            )}
            {summary}
            {matched && fitNote && (
              <>
                {' · '}
                <Differ fact={differs?.fit}>{fitNote}</Differ>
              </>
            )}
          </p>
        )}
        {applications.length > 0 && (
          <div className={styles.applications}>
            <p className={styles.applicationsLabel}>Aplicaciones</p>
            <ul>
              {applications.map((application) => {
                const note = product.fitNotes.find((n) =>
                  application.startsWith(`${n.make} ${n.model} `),
                )?.note
                return (
                  <li key={application}>
                    {application}
                    {note && <span className={styles.fitNote}> · {note}</span>}
                  </li>
                )
              })}
            </ul>
          </div>
        )}
        <div className={styles.actions}>
          <QuietLink
            link={quoteLink}
            className="btn btn-primary"
            aria-label={`Cotizar ${product.key}`}
          >
            Cotizar
          </QuietLink>
          <AddToQuote item={quoteItem(product, vehicle)} compact />
          <a
            className={styles.whatsapp}
            href={whatsappHref(whatsappQuoteText(product))}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp: cotizar ${product.key}`}
          >
            <ChatIcon width={22} height={22} />
            <span className={styles.whatsappText}>WhatsApp</span>
          </a>
        </div>
      </div>
    </article>
  )
}

/** The position's terms, those that differ between the candidates highlighted. */
function PositionTerms({ position, differs }: { position: string; differs: CardDifferences }) {
  const marked = [differs.door, differs.hinge, differs.side].filter((fact) => fact !== undefined)
  const terms = position.split(' · ')
  return terms.map((term, index) => {
    const fact = marked.find((f) => f.value.toLowerCase() === term.toLowerCase())
    return (
      <span key={index}>
        {index > 0 && ' · '}
        <Differ fact={fact}>{term}</Differ>
      </span>
    )
  })
}
