import { BookOpen, ChevronDown, Clock, LifeBuoy, Play } from 'lucide-react'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { PAGES } from '../../lib/paths.ts'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import ContactForm from './contact-form.island.tsx'

export default function Page() {
  const { supportEmail, supportOptions, faq, submission, sent, formToken } = useData<Data>()
  const t = useMessages(coursePageMessages)
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t.helpTitle}</h1>
          <p className="hero-subtitle">{t.helpSubtitle}</p>
        </div>
      </section>

      <section className="section-block" aria-labelledby="unstuck-heading">
        <div className="container container-narrow">
          <div className="card help-cta">
            <h2 id="unstuck-heading">{t.haveAnError}</h2>
            <p>{t.haveAnErrorText}</p>
            <div className="button-row">
              <a className="button button-primary" href={PAGES.stuck}>
                <LifeBuoy aria-hidden="true" size={18} /> {t.findInUnstuck}
              </a>
            </div>
          </div>
        </div>
      </section>

      <section className="section-block" aria-labelledby="how-we-can-help">
        <div className="container">
          <h2 id="how-we-can-help">{t.howWeCanHelp}</h2>
          <ul className="grid support-list">
            {supportOptions.map((option) => (
              <li key={option.title} className="card support-card">
                <span className="badge badge-brand">{option.badge}</span>
                <h3>{option.title}</h3>
                <p>{option.description}</p>
                <p className="support-response">
                  <Clock aria-hidden="true" size={16} />
                  {option.responseTime}
                </p>
                <div className="card-footer">
                  <a href={option.href}>{option.linkLabel}</a>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="contact" className="section-block section-block-muted" aria-labelledby="contact-heading">
        <div className="container container-narrow">
          <h2 id="contact-heading">{t.sendMessage}</h2>
          <p>
            {t.sendMessageText}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
          <ContactForm submission={submission} sent={sent} supportEmail={supportEmail} formToken={formToken} />
        </div>
      </section>

      <section className="section-block" aria-labelledby="faq-heading">
        <div className="container container-narrow">
          <h2 id="faq-heading">{t.faq}</h2>
          {faq.map((group) => (
            <div key={group.category} className="faq-group">
              <h3>{group.category}</h3>
              {group.entries.map((entry) => (
                <details key={entry.question} className="faq-item">
                  <summary>
                    {entry.question}
                    <ChevronDown className="faq-chevron" aria-hidden="true" size={18} />
                  </summary>
                  <p>{entry.answer}</p>
                </details>
              ))}
            </div>
          ))}
        </div>
      </section>

      <section className="section-block" aria-labelledby="still-need-help">
        <div className="container container-narrow">
          <div className="card help-cta">
            <h2 id="still-need-help">{t.stillNeedHelp}</h2>
            <p>{t.stillNeedHelpText}</p>
            <div className="button-row">
              <a className="button button-primary" href={PAGES.guide}>
                <BookOpen aria-hidden="true" size={18} /> {t.viewGuide}
              </a>
              <a className="button button-secondary" href={PAGES.tutorials}>
                <Play aria-hidden="true" size={18} /> {t.browseTutorials}
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
