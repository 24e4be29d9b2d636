/** Where a previous/next, back or call-to-action link goes and what it says: built by content, shown by components. */
export type PageLink = { href: string; label: string }
