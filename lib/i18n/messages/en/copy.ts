/** The copy buttons (islands on lessons, projects, tutorials and Unstuck: these reach the browser). The source of the keys (../es/copy.ts translates them). */
export const copy = {
  copy: 'Copy',
  copied: 'Copied',
  copiedTooltip: 'Copied!',
  copiedStatus: 'Copied to clipboard',
  copyToClipboard: 'Copy to clipboard',
  copyCode: 'Copy code',
  copyTitled: (title: string) => `Copy ${title}`,
}
