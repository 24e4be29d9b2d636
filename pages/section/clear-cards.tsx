import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import type { Data } from './+data.ts'

/**
 * The CLEAR framework as five cards that appear one after another, at 0, 200,
 * 400, 600 and 800 ms (docs/product-rules.md, 'Timings'). The reveal is a CSS animation
 * (renderer/styles/learning-path.css), so it only ever adds: a card is out of
 * sight until its turn from the very first paint, never shown and then hidden
 * by hydration; it runs without JavaScript too, and not at all for readers
 * who prefer reduced motion.
 */
export function ClearCards({ cards }: { cards: Data['clearCards'] }) {
  const t = useMessages(lessonMessages)
  return (
    <section className="lesson-feature" aria-labelledby="clear-framework">
      <h2 id="clear-framework">{t.clearHeading}</h2>
      <p>{t.clearIntro}</p>
      <ol className="clear-cards">
        {cards.map((card) => (
          <li key={card.letter} className={`card clear-card tone-${card.color}`} data-clear-card={card.letter}>
            <span className="clear-card-letter" aria-hidden="true">
              {card.letter}
            </span>
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
