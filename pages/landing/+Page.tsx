import { ArrowRight, CircleCheck, Quote, Sparkles } from 'lucide-react'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { PAGES } from '../../lib/paths.ts'
import { FirstPaintMark } from '../../renderer/frame/first-paint-mark.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import LandingTracking from './landing-tracking.island.tsx'
import { ctaContentNames, LEAD_ATTRIBUTE } from './tracking.ts'

/** Marks a call to action: a click on it is reported as a Lead (landing-tracking.tsx); the link is followed as usual. */
const lead = (contentName: string) => ({ [LEAD_ATTRIBUTE]: contentName })

/** The ad landing page: shown without the site header and footer (its own +Layout), so it brings its own main and footer. */
export default function Page() {
  const { headline, subheadline, outcomes, method, testimonials, claims } = useData<Data>()
  const t = useMessages(coursePageMessages)

  return (
    <>
      <LandingTracking />
      <main id="main" className="landing">
        <section className="hero landing-hero">
          <div className="container">
            <a href="/" className="brand landing-brand">
              <Sparkles aria-hidden="true" size={22} />
              <span>From Zero to Vibe</span>
            </a>
            <h1>{headline}</h1>
            <p className="hero-subtitle">{subheadline}</p>
            <div className="button-row">
              <a className="button button-primary button-large" href={PAGES.guide} {...lead(ctaContentNames.heroStart)}>
                {t.landingStart} <ArrowRight aria-hidden="true" size={18} />
              </a>
              <a className="button button-secondary button-large" href={PAGES.projects} {...lead(ctaContentNames.heroProjects)}>
                {t.viewProjects}
              </a>
            </div>
            <ul className="landing-claims" aria-label={t.atAGlance}>
              <li>
                <strong>{claims.learners}</strong>
                {` ${t.learners}`}
              </li>
              <li>
                <strong>{claims.sections}</strong>
                {` ${t.guideSections}`}
              </li>
              <li>
                <strong>{claims.projects}</strong>
                {` ${t.handsOnProjects}`}
              </li>
              <li>
                <strong>{t.journeyDays(claims.journeyDays)}</strong>
                {` ${t.journey}`}
              </li>
              <li>
                <strong>{t.noCreditCard}</strong>
                {` ${t.needed}`}
              </li>
            </ul>
          </div>
        </section>
        <FirstPaintMark />

        <section className="section-block" aria-labelledby="landing-outcomes">
          <div className="container container-narrow">
            <h2 id="landing-outcomes">{t.landingOutcomes(claims.journeyDays)}</h2>
            <ul className="landing-outcomes">
              {outcomes.map((outcome) => (
                <li key={outcome}>
                  <CircleCheck aria-hidden="true" size={20} />
                  {outcome}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="section-block section-block-muted" aria-labelledby="landing-method">
          <div className="container">
            <h2 id="landing-method">{t.vibeMethod}</h2>
            <ol className="grid landing-steps">
              {method.map((step, index) => (
                <li key={step.title} className="card">
                  <span className="number-badge tone-violet" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3>
                    <span className="visually-hidden">{t.step(index + 1)}</span>
                    {step.title}
                  </h3>
                  <p>{step.description}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="section-block" aria-labelledby="landing-testimonials">
          <div className="container">
            <h2 id="landing-testimonials">{t.whatLearnersSay}</h2>
            <ul className="grid landing-testimonials">
              {testimonials.map((testimonial) => (
                <li key={testimonial.name}>
                  <figure className="card">
                    <Quote aria-hidden="true" size={22} className="landing-quote-icon" />
                    <blockquote>
                      <p className="landing-quote-text">{testimonial.quote}</p>
                    </blockquote>
                    <figcaption>
                      <strong>{testimonial.name}</strong>, {testimonial.role}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
            <p className="illustrative-note">{t.testimonialsNote}</p>
          </div>
        </section>

        <section className="section-block landing-final" aria-labelledby="landing-final-cta">
          <div className="container container-narrow">
            <h2 id="landing-final-cta">{t.landingFinal}</h2>
            <p>{t.landingFinalText}</p>
            <a className="button button-primary button-large" href={PAGES.guide} {...lead(ctaContentNames.finalStart)}>
              {t.landingFinalStart} <ArrowRight aria-hidden="true" size={18} />
            </a>
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        <div className="container landing-footer-bar">
          <nav aria-label={t.footer}>
            <ul className="landing-footer-links">
              <li>
                <a href={PAGES.getHelp}>{t.getHelp}</a>
              </li>
              <li>
                <a href={PAGES.successStories}>{t.successStories}</a>
              </li>
              <li>
                <a href={PAGES.projects}>{t.projects}</a>
              </li>
            </ul>
          </nav>
          <p className="landing-footer-note">{t.landingCopyright}</p>
        </div>
      </footer>
    </>
  )
}
