import { Download, Link2, Upload } from 'lucide-react'
import { type ChangeEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { progressTransferMessages } from '../../lib/i18n/catalogues/progress-transfer.ts'
import { PAGES } from '../../lib/paths.ts'
import { CopyButton } from '../../renderer/components/copy-button.tsx'
import type { ExplainResults } from '../../renderer/features/progress/explain-key.ts'
import { saveExplainResults, storedExplainResults } from '../../renderer/features/progress/explain-store.ts'
import { LINK_FRAGMENT_PREFIX } from '../../renderer/features/progress/link-fragment.ts'
import { saveLiveCheckResults } from '../../renderer/features/progress/live-check-store.ts'
import {
  MAX_FILE_BYTES,
  progressFileName,
  progressFileText,
  type Reading,
  readProgressFile,
  refusalText,
} from '../../renderer/features/progress/progress-file.ts'
import { type CourseKeys, packProgress, unpackProgress } from '../../renderer/features/progress/progress-link.ts'
import { mergeProgress, mergeSummary, mergeSummaryText } from '../../renderer/features/progress/progress-merge.ts'
import { type CarriedProgress, saveProgress } from '../../renderer/features/progress/progress-store.ts'
import { scheduleWaitingAnswers } from '../../renderer/features/progress/schedule-waiting.ts'
import { subscribeToStoredChanges } from '../../renderer/features/progress/stored-changes.ts'
import { useCheckResults, useLiveCheckResults, useProgress } from '../../renderer/features/progress/use-stored.ts'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { drawQrCode, QrCode, type QrDrawing } from './qr-code.tsx'

type Source = 'file' | 'link'

/** What the island is showing besides its controls: progress offered for merging, a refusal, or what a merge added. */
type Offer =
  | { kind: 'none' }
  | { kind: 'offered'; source: Source; progress: CarriedProgress; summary: string | undefined }
  | { kind: 'refused'; text: string }
  | { kind: 'merged'; text: string }

/**
 * The ways to keep a learner's progress safe or take it along: a file, or a
 * link whose #fragment carries it, with its QR code. Loading and opening a
 * link show what would be added and ask first; they merge, never overwrite.
 * Its controls look the same whatever this browser keeps, so it hydrates on
 * first use (or at load when a progress link was opened), not with the page.
 */
export function ProgressTransfer({ course }: { course: CourseKeys }) {
  const lessons = useProgress()
  const answers = useCheckResults()
  const liveChecks = useLiveCheckResults()
  const explain = useSyncExternalStore<ExplainResults | undefined>(subscribeToStoredChanges, storedExplainResults, () => undefined)
  const [offer, setOffer] = useState<Offer>({ kind: 'none' })
  const [link, setLink] = useState<{ url: string; qr: QrDrawing } | undefined>(undefined)
  // The file just saved, said beside the button: a download may show nothing on a phone.
  const [savedFile, setSavedFile] = useState<string | undefined>(undefined)
  const offerHeading = useRef<HTMLHeadingElement>(null)
  const linkLabel = useRef<HTMLParagraphElement>(null)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const id = useId()
  const t = useMessages(progressTransferMessages)

  const stored: CarriedProgress | undefined =
    lessons && answers && liveChecks && explain ? { lessons, answers, liveChecks, explain } : undefined
  const hasProgress =
    stored !== undefined && (stored.lessons.size > 0 || stored.answers.size > 0 || stored.liveChecks.size > 0 || stored.explain.size > 0)

  // A progress link opened here: read it, then show what it would add.
  useEffect(() => {
    if (!location.hash.startsWith(LINK_FRAGMENT_PREFIX) || !stored) return
    const packed = location.hash.slice(LINK_FRAGMENT_PREFIX.length)
    // The fragment has done its job; a reload must not offer it again.
    history.replaceState(null, '', location.pathname)
    void unpackProgress(packed, course).then((reading) => offerReading(reading, 'link'))
  })

  // The offer's heading takes the focus, so a keyboard or screen-reader user lands on the question.
  useEffect(() => {
    if (offer.kind === 'offered') offerHeading.current?.focus()
    else if (offer.kind !== 'none') messageRef.current?.focus()
  }, [offer])

  function offerReading(reading: Reading, source: Source) {
    const current = storedProgressOrEmpty()
    if (reading.kind !== 'ok') setOffer({ kind: 'refused', text: refusalText(reading, source, t) })
    else
      setOffer({
        kind: 'offered',
        source,
        progress: reading.progress,
        summary: mergeSummaryText(mergeSummary(current, reading.progress), t),
      })
  }

  function storedProgressOrEmpty(): CarriedProgress {
    return stored ?? { lessons: new Set(), answers: new Map(), liveChecks: new Map(), explain: new Map() }
  }

  async function loadFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    input.value = ''
    offerReading(file.size > MAX_FILE_BYTES ? { kind: 'too-large' } : readProgressFile(await file.text(), file.size), 'file')
  }

  function saveFile() {
    if (!stored || !hasProgress) return setOffer({ kind: 'refused', text: t.nothingKept })
    const now = Date.now()
    const url = URL.createObjectURL(new Blob([progressFileText(stored, now)], { type: 'application/json' }))
    const anchor = document.createElement('a')
    anchor.href = url
    anchor.download = progressFileName(now)
    anchor.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
    setSavedFile(anchor.download)
  }

  async function makeLink() {
    if (!stored || !hasProgress) return setOffer({ kind: 'refused', text: t.nothingKept })
    const url = `${location.origin}${PAGES.progress}${LINK_FRAGMENT_PREFIX}${await packProgress(stored, course)}`
    setLink({ url, qr: await drawQrCode(url) })
  }

  // The link and its QR code appear below the button, on a phone below the screen's edge: the focus goes to them,
  // and the page scrolls so that the code shows whole where the screen has room for it.
  useEffect(() => {
    if (!link) return
    linkLabel.current?.focus({ preventScroll: true })
    linkLabel.current?.parentElement?.scrollIntoView({ block: 'nearest' })
  }, [link])

  return (
    <>
      {offer.kind === 'offered' ? (
        <section className="progress-offer" aria-labelledby={`${id}-offer`}>
          <h2 id={`${id}-offer`} ref={offerHeading} tabIndex={-1}>
            {offer.source === 'file' ? t.offerFromFile : t.offerFromLink}
          </h2>
          <p>{offer.summary ? t.offerWouldAdd(offer.summary) : t.offerNothingNew}</p>
          <div className="button-row">
            {offer.summary ? (
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  const merged = mergeProgress(storedProgressOrEmpty(), offer.progress)
                  saveProgress(merged)
                  saveLiveCheckResults(merged.liveChecks)
                  saveExplainResults(merged.explain)
                  void scheduleWaitingAnswers()
                  setOffer({ kind: 'merged', text: t.added(offer.summary ?? '') })
                }}
              >
                {t.addToBrowser}
              </button>
            ) : null}
            <button type="button" className="button button-secondary" onClick={() => setOffer({ kind: 'merged', text: t.nothingChanged })}>
              {offer.summary ? t.cancel : t.close}
            </button>
          </div>
        </section>
      ) : null}
      {offer.kind === 'refused' || offer.kind === 'merged' ? (
        <p
          ref={messageRef}
          tabIndex={-1}
          className={offer.kind === 'refused' ? 'progress-message progress-message-refused' : 'progress-message'}
          role={offer.kind === 'refused' ? 'alert' : 'status'}
        >
          {offer.text}
        </p>
      ) : null}

      <section aria-labelledby={`${id}-save`}>
        <h2 id={`${id}-save`}>{t.keepCopy}</h2>
        <p>{t.keepCopyText}</p>
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={saveFile}>
            <Download aria-hidden="true" size={18} /> {t.saveToFile}
          </button>
          <span className="progress-file-picker">
            <Upload aria-hidden="true" size={18} />
            <label htmlFor={`${id}-file`}>{t.loadFromFile}</label>
            <input id={`${id}-file`} type="file" accept=".json,application/json" onChange={loadFile} />
          </span>
        </div>
        <p className="progress-saved" role="status">
          {savedFile ? t.savedAs(savedFile) : ''}
        </p>
      </section>

      <section aria-labelledby={`${id}-move`}>
        <h2 id={`${id}-move`}>{t.moveHeading}</h2>
        <p>{t.moveText}</p>
        <button type="button" className="button button-secondary" onClick={makeLink}>
          <Link2 aria-hidden="true" size={18} /> {link ? t.makeLinkAgain : t.makeLink}
        </button>
        {link ? (
          <div className="progress-link">
            <p className="progress-link-label" ref={linkLabel} tabIndex={-1}>
              {t.linkReady}
            </p>
            <p className="progress-link-text">
              <code>{link.url}</code>
              <CopyButton text={link.url} label={t.copyLink} />
            </p>
            <QrCode drawing={link.qr} label={t.qrLabel} />
          </div>
        ) : null}
      </section>
    </>
  )
}
