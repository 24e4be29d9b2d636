import { Download, Link2, Upload } from 'lucide-react'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { PAGES } from '../../lib/paths.ts'
import { CopyButton } from '../../renderer/components/copy-button.tsx'
import {
  MAX_FILE_BYTES,
  progressFileName,
  progressFileText,
  type Reading,
  readProgressFile,
  refusalText,
} from '../../renderer/features/progress/progress-file.ts'
import { type CourseKeys, LINK_FRAGMENT_PREFIX, packProgress, unpackProgress } from '../../renderer/features/progress/progress-link.ts'
import { mergeProgress, mergeSummary, mergeSummaryText } from '../../renderer/features/progress/progress-merge.ts'
import { type LearnerProgress, saveProgress, useCheckResults, useProgress } from '../../renderer/features/progress/progress-store.ts'
import { dueQuestions, dueTodayText, type LessonQuestions, nextDue, nextDueText } from '../../renderer/features/progress/review.ts'
import { scheduleWaitingAnswers } from '../../renderer/features/progress/schedule-waiting.ts'
import { drawQrCode, QrCode, type QrDrawing } from './qr-code.tsx'

type Source = 'file' | 'link'

/** What the page is showing besides the counts: progress offered for merging, a refusal, or what a merge added. */
type Offer =
  | { kind: 'none' }
  | { kind: 'offered'; source: Source; progress: LearnerProgress; summary: string | undefined }
  | { kind: 'refused'; text: string }
  | { kind: 'merged'; text: string }

/** What the browser said when asked to keep the site's storage (navigator.storage.persisted()). */
type Kept = 'unknown' | 'kept' | 'not-kept' | 'unsupported'

const KEPT_TEXT: Record<Kept, string> = {
  unknown: 'Checking whether this browser keeps your progress…',
  kept: 'This browser agreed to keep your progress: it will not delete it to free space.',
  'not-kept': 'This browser may delete your progress one day (Safari does after 7 days without a visit): save a file now and then.',
  unsupported: 'This browser does not say whether it keeps your progress: save a file now and then.',
}

/**
 * /progress: what this browser keeps (lessons, answers, questions due), and
 * the ways to keep it safe or take it along: a file, or a link whose
 * #fragment carries it, with its QR code. Loading and opening a link show what
 * would be added and ask first; they merge, never overwrite. Without
 * JavaScript it says why the page needs the browser that holds the
 * progress, what works without it, and where to go.
 */
export function ProgressOverview({ sections, course }: { sections: LessonQuestions[]; course: CourseKeys }) {
  const lessons = useProgress()
  const answers = useCheckResults()
  const [kept, setKept] = useState<Kept>('unknown')
  const [offer, setOffer] = useState<Offer>({ kind: 'none' })
  const [link, setLink] = useState<{ url: string; qr: QrDrawing } | undefined>(undefined)
  // The file just saved, said beside the button: a download may show nothing on a phone.
  const [savedFile, setSavedFile] = useState<string | undefined>(undefined)
  const offerHeading = useRef<HTMLHeadingElement>(null)
  const linkLabel = useRef<HTMLParagraphElement>(null)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const id = useId()

  const stored: LearnerProgress | undefined = lessons && answers ? { lessons, answers } : undefined

  useEffect(() => {
    // Answers given on lesson pages, or carried from the first format, get their dates here.
    void scheduleWaitingAnswers()
    const storage = globalThis.navigator?.storage
    if (!storage?.persisted) setKept('unsupported')
    else
      storage.persisted().then(
        (granted) => setKept(granted ? 'kept' : 'not-kept'),
        () => setKept('unsupported'),
      )
  }, [])

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

  function storedProgressOrEmpty(): LearnerProgress {
    return stored ?? { lessons: new Set(), answers: new Map() }
  }

  async function loadFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    input.value = ''
    offerReading(file.size > MAX_FILE_BYTES ? { kind: 'too-large' } : readProgressFile(await file.text(), file.size), 'file')
  }

  function saveFile() {
    if (!stored) return
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
    if (!stored) return
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

  const now = Date.now()
  const due = stored ? dueQuestions(sections, stored.lessons, stored.answers, now).length : 0
  const next = stored && due === 0 ? nextDue(sections, stored.lessons, stored.answers, now) : undefined
  const hasProgress = stored !== undefined && (stored.lessons.size > 0 || stored.answers.size > 0)

  return (
    <>
      <div className="only-without-js progress-fallback">
        <p>
          Your progress is kept only in the browser where you took the lessons, never on our server, and this page needs JavaScript to read,
          save or move it there.
        </p>
        <p>
          Without JavaScript you can still read every lesson and project, take each knowledge check (it shows which answers are right, but
          nothing is remembered), and find what an error means with Unstuck.
        </p>
        <p className="button-row">
          <a className="button button-primary" href={PAGES.guide}>
            Go to the guide
          </a>
          <a className="button button-secondary" href={PAGES.stuck}>
            Unstuck: fix an error
          </a>
        </p>
      </div>
      <div className="only-with-js progress-overview">
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
                    saveProgress(mergeProgress(storedProgressOrEmpty(), offer.progress))
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

        <section aria-labelledby={`${id}-kept`}>
          <h2 id={`${id}-kept`}>What this browser keeps</h2>
          <dl className="progress-counts">
            <div>
              <dt>Lessons complete</dt>
              <dd>{stored ? `${stored.lessons.size} of ${course.lessons.length}` : '–'}</dd>
            </div>
            <div>
              <dt>Knowledge-check answers</dt>
              <dd>{stored ? `${stored.answers.size} of ${course.questions.length}` : '–'}</dd>
            </div>
            <div>
              <dt>Review</dt>
              <dd>
                {due > 0 ? <a href={PAGES.review}>{dueTodayText(due)}</a> : 'No questions due today.'}
                {next === undefined ? null : ` ${nextDueText(next)}`}
              </dd>
            </div>
          </dl>
          <p className="progress-kept">{KEPT_TEXT[kept]}</p>
        </section>

        <section aria-labelledby={`${id}-save`}>
          <h2 id={`${id}-save`}>Keep a copy</h2>
          <p>
            Save your progress as a small file, and load it here again if this browser ever forgets it, or load it in another browser.
            Loading adds to what is here and asks first.
          </p>
          <div className="button-row">
            <button type="button" className="button button-primary" disabled={!hasProgress} onClick={saveFile}>
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
            Open this link on your other device, or point its camera at the QR code. Your progress travels inside the link itself, after the
            # sign, which browsers never send to any server, ours included. The other device shows what it would add and asks first.
          </p>
          <button type="button" className="button button-secondary" disabled={!hasProgress} onClick={makeLink}>
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
      </div>
    </>
  )
}
