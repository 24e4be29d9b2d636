import { BookOpen, ChevronDown, Clock, LifeBuoy, Play } from 'lucide-react'
import { PAGES } from '../../lib/paths.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import ContactForm from './contact-form.island.tsx'

export default function Page() {
  const { supportEmail, supportOptions, faq, submission, sent, formToken } = useData<Data>()
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>Get Help &amp; Support</h1>
          <p className="hero-subtitle">
            Stuck on a project, a section or Replit itself? Ask us, learn from other learners, or find the answer in the guide.
          </p>
        </div>
      </section>

      <section className="section-block" aria-labelledby="unstuck-heading">
        <div className="container container-narrow">
          <div className="card help-cta">
            <h2 id="unstuck-heading">Have an error message?</h2>
            <p>
              Paste it into Unstuck, or say what goes wrong in your own words. You get its likely cause, what to check first and a prompt
              that fixes it, at once and without sending us anything to keep.
            </p>
            <div className="button-row">
              <a className="button button-primary" href={PAGES.stuck}>
                <LifeBuoy aria-hidden="true" size={18} /> Find the cause in Unstuck
              </a>
            </div>
          </div>
        </div>
      </section>

      <section className="section-block" aria-labelledby="how-we-can-help">
        <div className="container">
          <h2 id="how-we-can-help">How We Can Help</h2>
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
          <h2 id="contact-heading">Send Us a Message</h2>
          <p>
            Tell us what you are working on and where you got stuck. We answer every message within 24 hours, or write to us at{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
          <ContactForm submission={submission} sent={sent} supportEmail={supportEmail} formToken={formToken} />
        </div>
      </section>

      <section className="section-block" aria-labelledby="faq-heading">
        <div className="container container-narrow">
          <h2 id="faq-heading">Frequently Asked Questions</h2>
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
            <h2 id="still-need-help">Still Need Help?</h2>
            <p>The complete guide and the tutorials walk you through every step, from your first project to publishing it.</p>
            <div className="button-row">
              <a className="button button-primary" href={PAGES.guide}>
                <BookOpen aria-hidden="true" size={18} /> View Complete Guide
              </a>
              <a className="button button-secondary" href={PAGES.tutorials}>
                <Play aria-hidden="true" size={18} /> Browse Tutorials
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
