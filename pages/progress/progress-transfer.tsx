import { Download, Link2, Upload } from 'lucide-react'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { PAGES } from '../../lib/paths.ts'
import { CopyButton } from '../../renderer/components/copy-button.tsx'
import { LINK_FRAGMENT_PREFIX } from '../../renderer/features/progress/link-fragment.ts'
import { saveLiveCheckResults, useLiveCheckResults } from '../../renderer/features/progress/live-check-store.ts'
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
import { type CarriedProgress, saveProgress, useCheckResults, useProgress } from '../../renderer/features/progress/progress-store.ts'
import { scheduleWaitingAnswers } from '../../renderer/features/progress/schedule-waiting.ts'
import { drawQrCode, QrCode, type QrDrawing } from './qr-code.tsx'

type Source = 'file' | 'link'

/** What the island is showing besides its controls: progress offered for merging, a refusal, or what a merge added. */
type Offer =
  | { kind: 'none' }
  | { kind: 'offered'; source: Source; progress: CarriedProgress; summary: string | undefined }
  | { kind: 'refused'; text: string }
  | { kind: 'merged'; text: string }

/** Said when Save or Make a link is pressed with nothing kept: the buttons look the same for everyone until used. */
const NOTHING_KEPT = 'This browser keeps no progress yet: mark a lesson complete, answer a knowledge check or check your app first.'

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
  const [offer, setOffer] = useState<Offer>({ kind: 'none' })
  const [link, setLink] = useState<{ url: string; qr: QrDrawing } | undefined>(undefined)
  // The file just saved, said beside the button: a download may show nothing on a phone.
  const [savedFile, setSavedFile] = useState<string | undefined>(undefined)
  const offerHeading = useRef<HTMLHeadingElement>(null)
  const linkLabel = useRef<HTMLParagraphElement>(null)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const id = useId()

  const stored: CarriedProgress | undefined = lessons && answers && liveChecks ? { lessons, answers, liveChecks } : undefined
  const hasProgress = stored !== undefined && (stored.lessons.size > 0 || stored.answers.size > 0 || stored.liveChecks.size > 0)

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
    if (reading.kind !== 'ok') setOffer({ kind: 'refused', text: refusalText(reading, source) })
    else
      setOffer({ kind: 'offered', source, progress: reading.progress, summary: mergeSummaryText(mergeSummary(current, reading.progress)) })
  }

  function storedProgressOrEmpty(): CarriedProgress {
    return stored ?? { lessons: new Set(), answers: new Map(), liveChecks: new Map() }
  }

  async function loadFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    input.value = ''
    offerReading(file.size > MAX_FILE_BYTES ? { kind: 'too-large' } : readProgressFile(await file.text(), file.size), 'file')
  }

  function saveFile() {
    if (!stored || !hasProgress) return setOffer({ kind: 'refused', text: NOTHING_KEPT })
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
    if (!stored || !hasProgress) return setOffer({ kind: 'refused', text: NOTHING_KEPT })
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
            {offer.source === 'file' ? 'Add the progress from this file?' : 'Add the progress from this link?'}
          </h2>
          <p>
            {offer.summary
              ? `It would add ${offer.summary} to this browser. Nothing here is removed: a lesson complete on either device stays complete, and for each question the later answer counts.`
              : 'It holds nothing this browser does not already have.'}
          </p>
          <div className="button-row">
            {offer.summary ? (
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  const merged = mergeProgress(storedProgressOrEmpty(), offer.progress)
                  saveProgress(merged)
                  saveLiveCheckResults(merged.liveChecks)
                  void scheduleWaitingAnswers()
                  setOffer({ kind: 'merged', text: `Added ${offer.summary} to this browser.` })
                }}
              >
                Add to this browser
              </button>
            ) : null}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setOffer({ kind: 'merged', text: 'Nothing was changed.' })}
            >
              {offer.summary ? 'Cancel' : 'Close'}
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
        <h2 id={`${id}-save`}>Keep a copy</h2>
        <p>
          Save your progress as a small file, and load it here again if this browser ever forgets it, or load it in another browser. Loading
          adds to what is here and asks first.
        </p>
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={saveFile}>
            <Download aria-hidden="true" size={18} /> Save to file
          </button>
          <span className="progress-file-picker">
            <Upload aria-hidden="true" size={18} />
            <label htmlFor={`${id}-file`}>Load from file</label>
            <input id={`${id}-file`} type="file" accept=".json,application/json" onChange={loadFile} />
          </span>
        </div>
        <p className="progress-saved" role="status">
          {savedFile ? `Saved as ${savedFile}, in your downloads. Load it here, or in another browser, to bring your progress back.` : ''}
        </p>
      </section>

      <section aria-labelledby={`${id}-move`}>
        <h2 id={`${id}-move`}>Move to another device</h2>
        <p>
          Open this link on your other device, or point its camera at the QR code. Your progress travels inside the link itself, after the #
          sign, which browsers never send to any server, ours included. The other device shows what it would add and asks first.
        </p>
        <button type="button" className="button button-secondary" onClick={makeLink}>
          <Link2 aria-hidden="true" size={18} /> {link ? 'Make the link again' : 'Make a link'}
        </button>
        {link ? (
          <div className="progress-link">
            <p className="progress-link-label" ref={linkLabel} tabIndex={-1}>
              Your link is ready. Copy it to your other device, or scan the QR code below with it:
            </p>
            <p className="progress-link-text">
              <code>{link.url}</code>
              <CopyButton text={link.url} label="Copy the link" />
            </p>
            <QrCode drawing={link.qr} label="QR code of the link above: point the other device’s camera at it to open the link there." />
          </div>
        ) : null}
      </section>
    </>
  )
}
