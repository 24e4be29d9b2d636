// The site's frame: skip link, header, the page as <main>, footer. A page
// that brings its own frame overrides it with its own +Layout (/landing).
import type { ReactNode } from 'react'
import { frameMessages } from '../lib/i18n/catalogues/frame.ts'
import { FirstPaintMark } from './frame/first-paint-mark.tsx'
import { Footer } from './frame/footer.tsx'
import Header from './frame/header.island.tsx'
import { LanguageSuggestion } from './frame/language-suggestion.tsx'
import { TranslationNotice } from './frame/translation-notice.tsx'
import { useMessages } from './frame/use-messages.ts'

export default function Layout({ children }: { children: ReactNode }) {
  const t = useMessages(frameMessages)
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <LanguageSuggestion />
      <Header />
      <FirstPaintMark />
      <main id="main" tabIndex={-1}>
        <TranslationNotice />
        {children}
      </main>
      <Footer />
    </>
  )
}
