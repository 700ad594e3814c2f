import { useRef, useState } from 'react'
import { sentValues } from '../forms/validation'
import { TitleBanner } from '../layout/TitleBanner'
import { pieces } from '../quote-list/held-lines'
import { lineId, type QuoteLine } from '../quote-list/line'
import { ListProbe } from '../quote-list/list-probe'
import { listSummary } from '../quote-list/list-text'
import { emptyList, removeFromList, restoreList, setQuantity } from '../quote-list/store'
import { BuyerSheet } from './BuyerSheet'
import { EmptyList } from './EmptyList'
import { ListLines, quantityFieldId } from './ListLines'
import { type BuyerDetails, EMPTY_BUYER, LIST_RULES, QuoteListForm } from './QuoteListForm'
import styles from './QuoteListPage.module.css'
import { quantityProblem, typedPieces } from './quantity'
import { SendOptions } from './SendOptions'
import { type SentRequest, SentSummary } from './SentSummary'
import { useQuoteList } from './use-quote-list'

/** Why the list shown may not be changed or kept. */
const WARNINGS = {
  newer:
    'Tu lista se guardó con una versión más nueva del sitio: recarga la página para cambiarla.',
  unavailable: 'Este navegador no guarda datos del sitio: la lista no se conservará.',
}

/** A change the visitor can take back: the list before it, and what to say. */
type Undo = { before: readonly QuoteLine[]; text: string }

/**
 * "Mi cotización": the parts the buyer collected, each with its quantity, and three ways to send
 * them: the form (one e-mail with every line), WhatsApp (the list as a message) and paper (the
 * page's print styles make it a request sheet). The list lives in this browser only.
 */
export function QuoteListPage() {
  const list = useQuoteList()
  const [buyer, setBuyer] = useState<BuyerDetails>(EMPTY_BUYER)
  const [drafts, setDrafts] = useState<Record<string, string>>({})
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const [sendTried, setSendTried] = useState(false)
  const [undo, setUndo] = useState<Undo | null>(null)
  const [sent, setSent] = useState<SentRequest | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const lines = list?.lines ?? []

  const forget = (id: string) => setDrafts(({ [id]: _, ...rest }) => rest)

  function type(line: QuoteLine, text: string) {
    setDrafts((previous) => ({ ...previous, [lineId(line.key)]: text }))
    const typed = typedPieces(text)
    if (typed !== null && pieces(typed) !== null) setQuantity(line.key, typed)
  }

  function leave(line: QuoteLine) {
    const id = lineId(line.key)
    const text = drafts[id]
    if (text !== undefined && typedPieces(text) === line.quantity && !quantityProblem(text))
      forget(id)
    setLeft((previous) => new Set(previous).add(id))
  }

  function change(text: string, act: () => unknown) {
    const before = lines
    act()
    setSent(null)
    setUndo({ before, text })
  }

  /** Every quantity must be a whole number from the minimum up before the list can go. */
  function quantitiesReady(): boolean {
    setSendTried(true)
    const index = lines.findIndex((line) =>
      quantityProblem(drafts[lineId(line.key)] ?? String(line.quantity)),
    )
    if (index === -1) return true
    document.getElementById(quantityFieldId(index))?.focus()
    return false
  }

  /** `sent`: the values of a send kept offline and sent later (the fields may be empty now). */
  function sentAll(sent?: Record<string, string>) {
    const { name = '', email = '', phone = '' } = sent ?? sentValues(LIST_RULES, buyer)
    setSent({ lines, name, email, phone })
    emptyList()
    setBuyer(EMPTY_BUYER)
    setDrafts({})
    setUndo(null)
    heading.current?.focus()
  }

  return (
    <>
      <TitleBanner
        current="Mi cotización"
        headingRef={heading}
        heading={
          <>
            <span data-print="hide">Mi cotización</span>
            <span className={styles.printHeading} data-print="only">
              Solicitud de cotización
            </span>
          </>
        }
      >
        <p className={styles.lead}>
          Junta las piezas que necesitas y pídelas en una sola solicitud: por correo, por WhatsApp o
          impresa.
        </p>
      </TitleBanner>

      <ListProbe />
      <section className={styles.listSection} aria-labelledby="lista-titulo">
        <div className={styles.listHead}>
          <h2 id="lista-titulo" className={styles.sectionHeading}>
            {list && lines.length > 0 ? `Tu lista: ${listSummary(lines)}` : 'Tu lista'}
          </h2>
          {lines.length > 0 && (
            <button
              type="button"
              className="text-button"
              data-print="hide"
              onClick={() => change('Vaciaste tu lista.', emptyList)}
            >
              Vaciar lista
            </button>
          )}
        </div>
        <div className={styles.undo} aria-live="polite" data-print="hide">
          {undo && (
            <>
              <span>{undo.text}</span>
              <button
                type="button"
                className="text-button"
                onClick={() => {
                  restoreList(undo.before)
                  setUndo(null)
                }}
              >
                Deshacer
              </button>
            </>
          )}
        </div>
        {list === null && (
          <div className={`${styles.loading} ${styles.pending}`}>
            <p>Cargando tu lista…</p>
            <noscript>
              <p>Tu lista se guarda en este navegador: activa JavaScript para verla y enviarla.</p>
            </noscript>
          </div>
        )}
        {list && sent && lines.length === 0 && <SentSummary sent={sent} />}
        {/* One element before and after the page goes live: an empty list shows at once. */}
        {(list === null || (!sent && lines.length === 0)) && <EmptyList pending={list === null} />}
        {list && lines.length > 0 && (
          <>
            {list.status !== 'ready' && <p className={styles.warning}>{WARNINGS[list.status]}</p>}
            <ListLines
              lines={lines}
              drafts={drafts}
              showProblems={(id) => sendTried || left.has(id)}
              onType={type}
              onLeave={leave}
              onStale={(line) => forget(lineId(line.key))}
              onRemove={(line) =>
                change(`Quitaste ${line.key} de tu lista.`, () => removeFromList(line.key))
              }
            />
          </>
        )}
      </section>

      {list && lines.length > 0 && (
        <section className={styles.sendSection} aria-labelledby="enviar-titulo">
          <h2 id="enviar-titulo" className={styles.sectionHeading} data-print="hide">
            Envía tu solicitud
          </h2>
          <SendOptions lines={lines} buyer={buyer} />
          <div className={styles.formCard} data-print="hide">
            <QuoteListForm
              lines={lines}
              buyer={buyer}
              setBuyer={setBuyer}
              beforeSend={quantitiesReady}
              onSent={sentAll}
            />
          </div>
          <BuyerSheet buyer={buyer} />
        </section>
      )}
    </>
  )
}
