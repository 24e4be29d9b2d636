// "Everyone and safety" in the live app check: which pages it audits, and how
// axe's problems of several pages become one report.
import t from 'tap'
import { mergeProblems, pagesToAudit } from '../../renderer/features/live-app-check/script/live-safety.ts'

t.test('the pages audited: the start page, then each page a step opens, each once', async (t) => {
  t.same(pagesToAudit('/', [{ open: '/host' }, { click: 'Send' }, { open: '/' }, { open: '/host' }]), ['/', '/host'])
  t.same(pagesToAudit('/tasks', [{ request: 'GET /api/tasks', status: 200 }]), ['/tasks'])
})

t.test('one entry per rule across the pages, each element named with its page only when there are several', async (t) => {
  const label = { rule: 'label', impact: 'critical' as const, help: 'Form elements must have labels', elements: ['<input id="name">'] }
  const alt = { rule: 'image-alt', impact: 'critical' as const, help: 'Images must have alternate text', elements: ['<img src="/a.svg">'] }
  t.same(mergeProblems([{ path: '/', problems: [label] }]), [label], 'one page: the elements as axe named them')
  t.same(
    mergeProblems([
      { path: '/', problems: [label, alt] },
      { path: '/host', problems: [{ ...label, elements: ['<input id="password">'] }] },
    ]),
    [
      { ...label, elements: ['<input id="name"> (/)', '<input id="password"> (/host)'] },
      { ...alt, elements: ['<img src="/a.svg"> (/)'] },
    ],
  )
  t.same(label.elements, ['<input id="name">'], 'the pages’ own lists are left as they were')
})
