import { createElement } from 'react'

/**
 * Draws the site's icons (./<name>.ts, one module each, so that an island's
 * chunk carries the drawings it shows and no others): Lucide's drawings
 * (lucide.dev, ISC licence; the data of lucide-react 1.75's icons), drawn by
 * one small component. lucide-react's own component brought about 1.5 KB gzip
 * of code to every page's first load (a context, size and stroke arithmetic,
 * class merging) to draw what is here always the same SVG: the markup is the
 * same as it drew, classes included (`lucide lucide-<name>`, which tests and
 * styles may select).
 */
type Drawing = [tag: string, attributes: Record<string, string>][]

interface IconProps {
  size?: number
  className?: string
  'aria-hidden'?: boolean | 'true'
}

export type Icon = (props: IconProps) => React.JSX.Element

export function icon(name: string, drawing: Drawing, aliases: string[] = []): Icon {
  const names = ['lucide', ...[name, ...aliases].map((one) => `lucide-${one}`)].join(' ')
  return ({ size = 24, className, ...attributes }) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `${names} ${className}` : names}
      aria-hidden="true"
      {...attributes}
    >
      {drawing.map(([tag, attributes]) => createElement(tag, { key: Object.values(attributes).join(), ...attributes }))}
    </svg>
  )
}
