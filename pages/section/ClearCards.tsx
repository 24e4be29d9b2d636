import { useLayoutEffect, useState } from 'react'
import type { Data } from './+data.ts'

/** Time between two CLEAR cards appearing (spec: at 0, 200, 400, 600 and 800 ms). */
const CLEAR_REVEAL_STEP_MS = 200

/**
 * The CLEAR framework as five cards that appear one after another once the
 * page is interactive. The server renders every card visible, so the page is
 * complete without JavaScript; after hydration the cards after the first
 * are hidden and revealed in order. Readers who prefer reduced motion keep them all at once.
 */
export function ClearCards({ cards }: { cards: Data['clearCards'] }) {
  const [revealedCount, setRevealedCount] = useState(cards.length)

  // A layout effect: the waiting cards are hidden in the same frame as hydration, and
  // their timers start together with that change.
  useLayoutEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    // The first card is due at 0 ms, so it stays in view; each later one waits its turn.
    setRevealedCount(1)
    const timers = Array.from({ length: cards.length - 1 }, (_, index) =>
      window.setTimeout(() => setRevealedCount(index + 2), (index + 1) * CLEAR_REVEAL_STEP_MS),
    )
    return () => {
      for (const timer of timers) window.clearTimeout(timer)
    }
  }, [cards.length])

  return (
    <section className="lesson-feature" aria-labelledby="clear-framework">
      <h2 id="clear-framework">The CLEAR Framework</h2>
      <p>Five things to put in a prompt, one for each letter.</p>
      <ol className="clear-cards">
        {cards.map((card, index) => (
          <li
            key={card.letter}
            className={`card clear-card tone-${card.color}${index < revealedCount ? '' : ' is-pending'}`}
            data-clear-card={card.letter}
          >
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
