import type { ReactNode } from 'react'

/**
 * The band at the top of a page: its one <h1> and a subtitle, with what the
 * page adds before the heading (`kicker`, a badge) or after the subtitle
 * (`children`: buttons, badges). `compact` is the shorter band of the list pages.
 */
export function Hero({
  title,
  subtitle,
  compact = false,
  kicker,
  children,
}: {
  title: ReactNode
  subtitle: ReactNode
  compact?: boolean
  kicker?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className={compact ? 'hero hero-compact' : 'hero'}>
      <div className="container">
        {kicker}
        <h1>{title}</h1>
        <p className="hero-subtitle">{subtitle}</p>
        {children}
      </div>
    </section>
  )
}
