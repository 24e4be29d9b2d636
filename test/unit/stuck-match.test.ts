// Unstuck's matcher (course/search/stuck-match.ts) on a small catalogue written for
// this test, so each rule is seen alone: phrases match as phrases, not as
// words scattered through a paste; an error code outweighs the prose around
// it; a number in a phrase stands for any number; Unstuck's own words are not
// the site search's synonyms; the parts that change with every app go.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { CONCEPTS } from '../../course/search/stuck-concepts.ts'
import {
  type MatchableProblem,
  neighboursOf,
  ProblemMatcher,
  type Scored,
  THRESHOLDS,
  verdictOf,
  withoutVolatileParts,
} from '../../course/search/stuck-match.ts'

const problem = (slug: string, title: string, matches: string[], symptom = ''): MatchableProblem => ({ slug, title, symptom, matches })

const CATALOGUE: MatchableProblem[] = [
  problem('port-in-use', 'Address already in use', [
    'Error: listen EADDRINUSE: address already in use',
    'EADDRINUSE',
    'port is already in use',
  ]),
  problem('preview-not-found', 'The Preview says Not Found', ['the preview says not found', 'Cannot GET', '404 page not found']),
  problem('numbers-join', 'Numbers join instead of adding', ['1 + 2 shows 12', 'numbers are glued together instead of added']),
  problem('duplicate-key', 'Duplicate key', ['duplicate key value violates unique constraint', 'UNIQUE constraint failed']),
  problem('key-leaked', 'An API key is in my code', ['API key exposed', 'secret key committed to GitHub', 'my key leaked']),
  problem(
    'blank-preview',
    'The Preview is blank',
    ['the preview is blank', 'white screen', 'nothing shows up'],
    'A white page, nothing on it.',
  ),
  problem('not-defined', 'Something is not defined', ['ReferenceError: is not defined', 'Can’t find variable']),
  problem('agent-loops', 'The Agent goes in circles', ['the Agent keeps trying the same fix', 'the Agent is stuck in a loop']),
  problem('unauthorized-key', 'The service refuses the key', ['401 Unauthorized', 'invalid api key']),
  // As in the real catalogue, the words of prose are shared by many problems; a code belongs to one.
  ...['the page shows old data', 'the page is not found after publishing', 'the preview shows nothing new', 'a page says not allowed'].map(
    (phrase, index) => problem(`other-${'abcd'[index]}`, `Another problem, ${'abcd'[index]}`, [phrase, 'nothing shows on the page']),
  ),
]
const matcher = new ProblemMatcher(CATALOGUE)

const scoresOf = (text: string, slug: string): Scored | undefined => matcher.rank(text).find((scored) => scored.slug === slug)
/** The cause Unstuck shows first. */
const first = (text: string) => matcher.verdict(text).ranked[0]?.slug

t.test('a phrase matches as a phrase: its words in order and near each other, not scattered through the paste', async (t) => {
  const inOrder = scoresOf('Error: listen EADDRINUSE: address already in use :::3000', 'port-in-use')
  const scattered = scoresOf(
    'My address is on the contact page of the shop. I already fixed the header and the footer last week. The menu has been in use by everyone since then.',
    'port-in-use',
  )
  t.ok(inOrder && inOrder.phrase > 3, 'in order, the phrase is found')
  t.ok((scattered?.phrase ?? 0) < 0.05 * (inOrder?.phrase ?? 0), `scattered, it is not (${scattered?.phrase.toFixed(2)})`)
  t.equal(
    matcher.verdict('My address is on the contact page of the shop. I already fixed the broken header. The old menu is in use.').mostLikely,
    undefined,
    'never named',
  )
  // Out of order too: a paste that says the words another way round is no phrase match.
  const reordered = scoresOf('in use already address', 'port-in-use')
  t.ok((reordered?.phrase ?? 0) < 0.2 * (inOrder?.phrase ?? 0), 'the order counts')
  // One missing word in five costs much: a message about null is no phrase about undefined.
  const partly = scoresOf('the preview says it is fine', 'preview-not-found')
  const whole = scoresOf('the preview says not found', 'preview-not-found')
  t.ok((partly?.phrase ?? 0) < 0.5 * (whole?.phrase ?? 0), 'a phrase found in part counts less than its share')
})

t.test('an error code outweighs the prose around it', async (t) => {
  const paste = 'The preview says not found and nothing shows up.\nError: listen EADDRINUSE :::5000'
  t.equal(first(paste), 'port-in-use', 'the code wins over two phrases of prose')
  t.equal(first('the preview says not found and nothing shows up'), 'preview-not-found', 'without it, the prose decides')
  t.equal(first('node says EADDRINUSE'), 'port-in-use', 'the code alone is enough')
  const [best] = matcher.rank(paste)
  const prose = scoresOf(paste, 'preview-not-found')
  t.ok(best && prose && best.phrase > 1.5 * prose.phrase, 'by far')
  t.equal(first("code: 'EADDRINUSE'"), 'port-in-use', 'a code in quotes counts too')
})

t.test('an HTTP status weighs less than a code: many causes answer 401, so it alone names none', async (t) => {
  const paste = 'Signing in works on my computer, but on the live site it fails with 401 Unauthorized'
  t.equal(first(paste), 'unauthorized-key', 'the cause that says 401 is offered first')
  t.equal(matcher.verdict(paste).mostLikely, undefined, 'but not named')
  const status = scoresOf('status 401', 'unauthorized-key')
  const code = scoresOf('EADDRINUSE', 'port-in-use')
  t.ok(status && code && status.phrase < code.phrase, 'a status alone scores below a code alone')
})

t.test('only a phrase found whole makes Unstuck sure', async (t) => {
  const scored = (coverage: number): Scored => ({
    slug: 'x',
    phrase: 2 * THRESHOLDS.sure,
    words: 100,
    votes: 0,
    own: 3,
    score: 3,
    found: [0, 1, 2],
    coverage,
    fits: true,
  })
  t.equal(verdictOf([scored(1)]).mostLikely?.slug, 'x', 'found whole: named')
  t.equal(verdictOf([scored(0.8)]).mostLikely, undefined, 'four fifths of it, however heavy: offered, not named')
  t.equal(verdictOf([scored(0.8)]).ranked[0]?.slug, 'x')
})

t.test('a second cause close behind the first on its own phrases and words: offered both, named neither', async (t) => {
  const scored = (slug: string, own: number, phrase: number, found: number[]): Scored => ({
    slug,
    phrase,
    words: 100,
    votes: 0,
    own,
    score: own,
    found,
    coverage: 1,
    fits: true,
  })
  const first = scored('first', 3, 2 * THRESHOLDS.sure, [0, 1, 2])
  // Its phrases found elsewhere in the paste, far below the first's: the lead on phrases alone would name the first.
  const close = scored('close', 3 / (THRESHOLDS.margin - 0.5), THRESHOLDS.sure / THRESHOLDS.lead, [5, 6])
  const far = scored('far', 3 / (THRESHOLDS.margin + 0.5), THRESHOLDS.sure / THRESHOLDS.lead, [5, 6])
  const closeVerdict = verdictOf([first, close])
  t.equal(closeVerdict.mostLikely, undefined, 'a second cause within the margin: no "Most likely"')
  t.same(
    closeVerdict.ranked.map((offered) => offered.slug),
    ['first', 'close'],
    'both offered, the first first',
  )
  t.equal(verdictOf([first, far]).mostLikely?.slug, 'first', 'a second cause beyond the margin: the first is named')
  // One whose best phrase found only words the first's found, and fewer: the first says all it says, and more.
  const outdone = scored('outdone', 2.5, THRESHOLDS.sure, [0, 1])
  t.equal(verdictOf([first, outdone]).mostLikely?.slug, 'first', 'a problem the first outdoes is no rival, however close')
})

t.test('a number in a phrase stands for any number, and alone says nothing', async (t) => {
  t.equal(first('when I add 5 + 5 the page shows 55'), 'numbers-join', 'other numbers, the same phrase')
  const unrelated = scoresOf('the page shows my tasks', 'numbers-join')
  t.ok((unrelated?.phrase ?? 0) < 1, `"shows" alone is not "1 + 2 shows 12" (${unrelated?.phrase.toFixed(2)})`)
  t.equal(matcher.verdict('the page shows my tasks').mostLikely, undefined)
  t.ok(
    (scoresOf('404 page not found', 'preview-not-found')?.phrase ?? 0) > (scoresOf('page not found', 'preview-not-found')?.phrase ?? 0),
    'an HTTP status is a word of its own',
  )
})

t.test("Unstuck's own words: a duplicate key in a database is no API key", async (t) => {
  const paste = 'error: duplicate key value violates unique constraint "rsvps_email_key"'
  t.equal(first(paste), 'duplicate-key')
  t.ok((scoresOf(paste, 'key-leaked')?.phrase ?? 0) < 1, '"key" is not read as "secret"')
  t.equal(matcher.verdict(paste).mostLikely?.slug, 'duplicate-key', 'and it is sure')
  t.equal(first('my preview is a white screen'), 'blank-preview', '"white" is "blank" for a screen')
})

t.test('sure, could be, or nothing', async (t) => {
  const sure = matcher.verdict('Uncaught ReferenceError: renderList is not defined\n    at HTMLButtonElement.onclick (index.html:12:3)')
  t.equal(sure.mostLikely?.slug, 'not-defined', 'a whole message: named')
  t.equal(sure.ranked[0]?.slug, 'not-defined', 'first of what is shown')
  const unsure = matcher.verdict('agent stuck, preview white')
  t.equal(unsure.mostLikely, undefined, 'words of two problems: none named')
  t.ok(unsure.ranked.length >= 1 && unsure.ranked.length <= 3, 'one to three it could be')
  const nothing = matcher.verdict('how do I bake sourdough bread')
  t.same(nothing, { ranked: [] }, 'nothing at all')
})

t.test('what changes with every app goes: paths, line and column numbers, addresses, versions, hex', async (t) => {
  t.equal(withoutVolatileParts('at C:\\Users\\sam\\app\\server.js:12:5 https://example.com/x?y=1 0x1f3a a3f9c2e1 v18.2.0').trim(), 'at')
  t.match(withoutVolatileParts('fetch http://localhost:3001/api failed'), /localhost/, 'a local address says "localhost"')
  t.match(withoutVolatileParts('connect ECONNREFUSED ::1:27017'), /ipv6/, "IPv6's localhost is a clue")
  t.match(withoutVolatileParts('connect ECONNREFUSED 127.0.0.1:5432'), /database/, "a database's own port says a database")
  const redis = withoutVolatileParts('connect ECONNREFUSED ::1:6379')
  t.match(redis, /database/, "Redis's port on IPv6's localhost says a database")
  t.notMatch(redis, /ipv6/, 'and not IPv6: Redis, PostgreSQL and MySQL listen on ::1 by default, so refusing it is a server not running')
  t.match(
    withoutVolatileParts("upload error: ENOENT: no such file or directory, open 'public/uploads/doc/part-1486.pdf'"),
    /\bupload\b/,
    'an uploads folder in a path stays, as "upload"',
  )
  t.notMatch(withoutVolatileParts("open '/home/runner/app/package.json'"), /upload/, 'another path says none')
  t.notMatch(withoutVolatileParts('connect ECONNREFUSED 127.0.0.1:5000'), /database/, 'another port says none')
  t.match(withoutVolatileParts("Cannot find module '/srv/app/build/index.js'"), /build/, 'a folder a build makes stays')
  t.match(withoutVolatileParts('0.1 + 0.2'), /0\.1 \+ 0\.2/, 'two numbers are no version')
  t.match(withoutVolatileParts("app.run(host='0.0.0.0')"), /anyaddress/, '0.0.0.0, every address, is a clue, not a version')
  t.equal(
    withoutVolatileParts('violates unique constraint "users_pkey"').replace(/\s+/g, ' ').trim(),
    'violates unique constraint " pkey "',
    "a primary key's constraint reads pkey, without its table's name",
  )
})

t.test("a mail server's port reads smtp: the only word that says mail in a refused or timed-out connection", async (t) => {
  const read = (text: string) => withoutVolatileParts(text).replace(/\s+/g, ' ').trim()
  t.equal(read('connect ECONNREFUSED 127.0.0.1:25'), 'connect ECONNREFUSED smtp', 'port 25 on the machine itself: no mail server there')
  t.notMatch(read('connect ECONNREFUSED 127.0.0.1:25'), /database/, 'and no database')
  t.equal(read('Error: connect ETIMEDOUT 142.250.102.108:587'), 'Error: connect ETIMEDOUT smtp', "STARTTLS's port")
  t.match(read('Connection timeout to smtp.gmail.com:465'), /smtp\.gmail\.com smtp/, "a mail host's TLS port")
  t.match(read("{ host: 'smtp.example.com', port: 587, secure: false }"), /port smtp/, 'a port setting')
  t.notMatch(read('at sendMail (mailer.js:25) at 10:25:03 and (src/mail.js:465:12)'), /smtp/, 'a line number or a time is no port')
  t.notMatch(read('connect ECONNREFUSED 127.0.0.1:5432'), /smtp/, "a database's port says none")
  const mail = new ProblemMatcher([
    ...CATALOGUE,
    problem('database-refused', 'The database refuses the connection', ['connect ECONNREFUSED', 'ECONNREFUSED']),
    problem('email-server-unreachable', 'Sending email fails: the app cannot reach a mail server (SMTP)', [
      'connect ECONNREFUSED 127.0.0.1:25',
      'SMTP connect() failed',
    ]),
  ])
  t.equal(
    mail.verdict('I get this error,\nconnect ECONNREFUSED 127.0.0.1:25').ranked[0]?.slug,
    'email-server-unreachable',
    'a refusal at port 25: mail first',
  )
  t.equal(mail.verdict('connect ECONNREFUSED 127.0.0.1:5432').ranked[0]?.slug, 'database-refused', "at a database's port: the database")
})

t.test('a start file a message says is missing reads mainfile: a run command pointing at a file the project lacks', async (t) => {
  const read = (text: string) => withoutVolatileParts(text).replace(/\s+/g, ' ').trim()
  t.equal(read("Error: Cannot find module '/home/runner/my-bot/index.js'"), "Error: Cannot find module ' mainfile '", "Node's main script")
  t.match(read("Error: ENOENT: no such file or directory, open '/home/runner/snipe/index.js'"), /open ' mainfile '/, 'read by a runner')
  t.match(read('No such file: main.py'), /mainfile/, "Replit's Python run")
  t.match(read('unable to run, main file "main.sh" not found'), /main file " mainfile " not found/, "Replit's bash run")
  t.match(read("python3: can't open file '/home/runner/app/main.py': [Errno 2] No such file or directory"), /mainfile/, "Python's")
  t.notMatch(read("Error: Cannot find module '/opt/render/project/src/build/index.js'"), /mainfile/, 'in build: a build not run')
  t.notMatch(read("Cannot find module '/app/node_modules/left-pad/index.js'"), /mainfile/, "a package's own file")
  t.notMatch(read("Cannot find module './utils.js'"), /mainfile/, 'another file of the app')
  t.notMatch(read('at Object.<anonymous> (/home/runner/app/index.js:12:3)'), /mainfile/, 'a start file named, not missing')
  const run = new ProblemMatcher([
    ...CATALOGUE,
    problem('cannot-find-module', 'Cannot find module', ['Error: Cannot find module', 'MODULE_NOT_FOUND']),
    problem('no-run-command', 'Run does nothing, or there is no run command', [
      'no run command',
      "Cannot find module '/home/runner/my-app/index.js'",
    ]),
  ])
  t.equal(run.verdict("Error: Cannot find module '/home/runner/YANG/index.js'").ranked[0]?.slug, 'no-run-command', 'the start file missing')
  t.equal(run.verdict("Error: Cannot find module 'express'").ranked[0]?.slug, 'cannot-find-module', 'a package missing')
})

t.test("what tells a symptom though it is no word: a float's tail, mojibake, a learner's Chinese, Japanese or Korean", async (t) => {
  const read = (text: string) => withoutVolatileParts(text).replace(/\s+/g, ' ').trim()
  t.equal(read('Total is 0.30000000000000004'), 'Total is long decimal', "binary floating point's tail reads long decimal")
  t.equal(read('it returns 462.66999999999996'), 'it returns long decimal', 'and its nines')
  t.equal(read('0.1 + 0.2 and 19.99'), '0.1 + 0.2 and 19.99', 'other decimals are numbers')
  t.equal(read('café shows as cafÃ©'), 'café shows as caf mojibake', 'UTF-8 read as Latin-1 reads mojibake')
  t.match(read('das Ü wird als Ãœ dargestellt, ’ als â€™'), /als mojibake dargestellt, ’ als mojibake/, 'Windows-1252 too')
  t.match(read('刷新后数据消失了'), /reload data disappear/, 'Chinese: after a refresh the data is gone')
  t.match(read('部署后图片不显示'), /publish image not show/, 'Chinese: images not shown once published')
  t.match(read('デプロイするたびに画像が消える'), /publish image disappear/, 'Japanese')
  t.match(read('배포 후 새로고침하면 404'), /publish .*reload 404/, 'Korean, its particles joined to the word')
  t.equal(read('提示Cannot GET'), '提示 Cannot GET', 'a run the glossary does not know stays apart from the English')
  const glossed = new ProblemMatcher([
    ...CATALOGUE,
    problem('spa-refresh-404', 'Refreshing a page gives 404 on the live site', ['refresh gives 404', '404 after reload']),
  ])
  t.equal(glossed.verdict('发布后，浏览刷新某个页面404').ranked[0]?.slug, 'spa-refresh-404', 'a Chinese symptom finds its cause')
  t.equal(
    glossed.verdict('The sum is 0.30000000000000004').ranked[0]?.slug,
    undefined,
    'the reading alone names nothing the catalogue does not say',
  )
})

t.test('a code written as a family, a slash and a name reads as one code, not a path', async (t) => {
  const read = (text: string) => withoutVolatileParts(text).replace(/\s+/g, ' ').trim()
  t.equal(read('FirebaseError: Firebase: Error (auth/popup-blocked).'), 'FirebaseError: Firebase: Error ( auth_popup_blocked ).')
  t.match(read('Warning: missing dependency react-hooks/exhaustive-deps'), /react_hooks_exhaustive_deps/, "ESLint's rule ids too")
  t.equal(read('at /home/runner/guest-book/src/guest-list.js'), 'at', 'a path stays a path')
  t.equal(read('Cannot find module @acme/ui-kit'), 'Cannot find module', "a scoped package's name is no code")
})

t.test('words of a script written without spaces are set apart from the error run into them', async (t) => {
  t.match(withoutVolatileParts('访问提示Cannot GET'), /\bCannot GET\b/, 'Chinese run into the message leaves "Cannot" a word')
  t.equal(first('访问 /users/haha 提示Cannot GET /users/haha'), 'preview-not-found', 'the message is found')
})

t.test('two problems whose phrases found the same words are rivals: neither is named', async (t) => {
  const browser404 = 'Failed to load resource: the server responded with a status of 404'
  const matcher = new ProblemMatcher([
    problem('api-route', 'My API route answers 404', [browser404]),
    problem('missing-file', 'My styles do not load', [browser404]),
  ])
  const verdict = verdictOf(matcher.rank('Failed to load resource: the server responded with a status of 404 (Not Found)'))
  t.equal(verdict.mostLikely, undefined, 'the browser says the same for either: no "Most likely"')
  t.same(new Set(verdict.ranked.map((scored) => scored.slug)), new Set(['api-route', 'missing-file']), 'both are offered')
})

/** Problems of their own words, so that a word's or a concept's rarity weighs as in a catalogue of many problems. */
const FILLER = Array.from({ length: 40 }, (_, index) =>
  problem(`filler-${index}`, `Filler ${index}`, [`gizmo${index} widget${index} fails`]),
)

t.test('a learner\'s "signup" reads as "sign up"', async (t) => {
  const matcher = new ProblemMatcher([
    problem('email-localhost', 'The sign-up email links to localhost', ['the sign up email links to localhost']),
    ...FILLER,
  ])
  t.equal(matcher.verdict('my signup email links to localhost').ranked[0]?.slug, 'email-localhost')
})

t.test('a symptom told in other words finds its problem by what it means (a concept), never with certainty', async (t) => {
  const matcher = new ProblemMatcher([
    problem('stuck-on-loading', 'It is stuck on Loading', ['stuck on Loading'], 'A card says Loading... and never changes.'),
    problem('signed-out-on-refresh', 'I am signed out every time I refresh', ['signed out on refresh']),
    problem('layout-broken-on-phone', 'It looks broken on a phone', ['looks broken on a phone']),
    problem('blank-preview', 'The Preview is blank', ['the preview is blank']),
    ...FILLER,
  ])
  // The ranking itself: how much evidence a problem needs to be offered at all is measured on the real catalogue.
  const firstOf = (text: string) => matcher.rank(text)[0]?.slug
  const spinner = 'the little wheel keeps spinning forever'
  t.equal(firstOf(spinner), 'stuck-on-loading', 'a wheel spinning forever is "stuck on Loading", though no word of it is there')
  t.equal(verdictOf(matcher.rank(spinner)).mostLikely, undefined, 'a concept ranks, it never names')
  t.equal(firstOf('it kicks me out and I must log back in'), 'signed-out-on-refresh')
  t.equal(firstOf('the menu is too wide on my iPhone'), 'layout-broken-on-phone')
  t.equal(firstOf('se queda cargando para siempre'), 'stuck-on-loading', 'in Spanish too')
  t.equal(firstOf('the little wheel turns'), undefined, 'words that say no concept find nothing')
})

t.test('a concept two problems share leaves both as candidates, named by neither', async (t) => {
  const matcher = new ProblemMatcher([
    problem('live-old', 'The live link shows an old version', ['live site shows old version']),
    problem('preview-old', 'The Preview shows the old version', ['preview shows old version']),
    ...FILLER,
  ])
  const ranked = matcher.rank('my changes are not showing at all')
  t.equal(verdictOf(ranked).mostLikely, undefined)
  t.same(new Set(ranked.slice(0, 2).map((scored) => scored.slug)), new Set(['live-old', 'preview-old']), 'both first')
})

t.test('for a concept, a "not" written into the verb reads as "not"', async (t) => {
  const matcher = new ProblemMatcher([
    problem('stale-until-refresh', 'Changes show only after I refresh', ['changes show after a reload']),
    ...FILLER,
  ])
  const written = matcher.rank('my list does not update')[0]
  const contracted = matcher.rank("my list doesn't update")[0]
  t.equal(written?.slug, 'stale-until-refresh', 'a list that does not update needs a reload')
  t.equal(contracted?.slug, 'stale-until-refresh')
  t.equal(contracted?.words, written?.words, '"doesn\'t" says what "does not" says')
})

t.test('among the words and phrases too, a "not" written into the verb reads "not"; "can\'t" stays, an error\'s own word', async (t) => {
  const matcher = new ProblemMatcher([
    problem('data-not-saved', 'The form does not save', ['the form does not save my data']),
    problem('maps-billing', 'Google Maps does not load', ["This page can't load Google Maps correctly"]),
    ...FILLER,
  ])
  const written = matcher.rank('the form does not save my data')[0]
  const contracted = matcher.rank("the form doesn't save my data")[0]
  t.equal(contracted?.slug, 'data-not-saved')
  t.equal(contracted?.coverage, 1, 'the phrase is found whole')
  t.equal(contracted?.phrase, written?.phrase, '"doesn\'t" scores what "does not" scores')
  const maps = matcher.rank("This page can't load Google Maps correctly")[0]
  const cannot = matcher.rank('This page can not load Google Maps correctly')[0]
  t.equal(maps?.coverage, 1, "can't is found as written")
  t.ok((cannot?.phrase ?? 0) < (maps?.phrase ?? 0), '"can\'t" is not read as the commoner "not"')
})

t.test('a problem about a subject is named only when the paste says that subject: its message may have other causes', async (t) => {
  const subjects = new ProblemMatcher([
    ...CATALOGUE,
    problem(
      'database-refused',
      'The database refuses the connection',
      ['connect ECONNREFUSED', 'ECONNREFUSED'],
      'The server log says `ECONNREFUSED` when it connects to the database.',
    ),
    // Its symptom quotes npm, but a quoted message is no subject: the problem is about nothing in particular.
    problem(
      'build-not-run',
      'Start fails: the built files do not exist',
      ['Cannot find module build', 'ERR_MODULE_NOT_FOUND'],
      '`npm start` stops with `Cannot find module`.',
    ),
  ])
  const database = subjects.verdict(
    'Error: connect ECONNREFUSED 127.0.0.1:5432\n    at Client.connect (/app/node_modules/pg/lib/client.js:12:3)',
  )
  t.equal(database.mostLikely?.slug, 'database-refused', 'the paste says a database (pg, in its stack trace): named')
  const api = subjects.verdict('FetchError: request to http://localhost:3000/api/items failed, reason: connect ECONNREFUSED 127.0.0.1:3000')
  t.equal(api.mostLikely, undefined, 'a call to an API says no database: not named')
  t.equal(api.ranked[0]?.slug, 'database-refused', 'but still offered first')
  const built = subjects.verdict("Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/app/build/server.js'")
  t.equal(built.mostLikely?.slug, 'build-not-run', 'a subject only its quoted message says is none: named on its message')
})

t.test('a refused connection that shows no ::1 ranks the program not running above localhost meaning IPv6', async (t) => {
  const refused = new ProblemMatcher([
    ...CATALOGUE,
    problem(
      'localhost-ipv6',
      'connect ECONNREFUSED ::1 (localhost means IPv6)',
      ['ECONNREFUSED ::1', 'connect ECONNREFUSED ::1', 'localhost resolves to ::1'],
      'A connection fails with `connect ECONNREFUSED ::1` and a port.',
    ),
    problem(
      'server-not-running',
      'Connection refused: your server is not running',
      ['Could not proxy request', 'http proxy error', 'localhost refused to connect'],
      'The proxy says `ECONNREFUSED` for `/api`: nothing listens on the port.',
    ),
  ])
  const firstOf = (text: string) => verdictOf(refused.rank(text)).ranked[0]?.slug
  t.equal(
    firstOf('Error: connect ECONNREFUSED 127.0.0.1:5000'),
    'server-not-running',
    'no ::1: the server is not running, even with no word of a proxy',
  )
  t.equal(
    firstOf('[vite] http proxy error at /api/items:\nError: connect ECONNREFUSED ::1:5000'),
    'localhost-ipv6',
    '::1 in the paste: localhost meant IPv6',
  )
  const ipv6 = refused.verdict('Error: connect ECONNREFUSED ::1:5000\n    at TCPConnectWrap.afterConnect (node:net:1595:16)')
  t.equal(ipv6.mostLikely?.slug, 'localhost-ipv6', 'and it can be named then')
})

t.test('every problem a concept names is in the catalogue', async (t) => {
  const slugs = new Set(
    readdirSync(join(import.meta.dirname, '..', '..', 'content', 'problems')).map((file) => file.replace(/^\d+-/, '').replace(/\.md$/, '')),
  )
  const names = new Set<string>()
  for (const concept of CONCEPTS) {
    t.notOk(names.has(concept.name), `${concept.name} is one concept`)
    names.add(concept.name)
    for (const slug of concept.of ?? []) t.ok(slugs.has(slug), `${concept.name} names ${slug}, a problem of the catalogue`)
  }
})

t.test('labelled pastes vote: close ones lift their problem in the rank, and alone never make Unstuck sure', async (t) => {
  // Two symptoms told in words no phrase of the catalogue holds, each labelled by its thread's answer.
  const neighbours = neighboursOf([
    { problem: 'blank-preview', text: 'after the agent finished the tab only shows a plain canvas with zero widgets' },
    { problem: 'blank-preview', text: 'the tab only shows a plain canvas, zero widgets rendered' },
    { problem: 'agent-loops', text: 'the agent rewrote my router file five times today' },
  ])
  const withVotes = new ProblemMatcher(CATALOGUE, neighbours)
  const paste = 'my tab only shows a plain canvas with zero widgets'
  const voted = withVotes.rank(paste).find((scored) => scored.slug === 'blank-preview')
  t.ok(voted && voted.votes > 0.9, `the close pastes vote for their problem (${voted?.votes.toFixed(2)})`)
  const alone = matcher.rank(paste).find((scored) => scored.slug === 'blank-preview')
  t.ok(voted && alone && voted.score > alone.score + 0.9, 'which lifts it in the rank')
  t.equal(withVotes.verdict(paste).mostLikely, undefined, 'but not named: only phrases make Unstuck sure')
  t.equal(matcher.rank(paste).find((scored) => scored.slug === 'blank-preview')?.votes ?? 0, 0, 'without neighbours, no votes')
})

t.test('a problem most close pastes vote for is offered though its own words found nothing, never named', async (t) => {
  // A symptom in words the catalogue never uses, and two pastes of threads that found its cause.
  const neighbours = neighboursOf([
    { problem: 'agent-loops', text: 'zorblax quimble frobnicates the wuzzle again' },
    { problem: 'agent-loops', text: 'the wuzzle got frobnicated by zorblax quimble' },
  ])
  const paste = 'zorblax quimble frobnicates my wuzzle'
  t.notOk(
    matcher.rank(paste).some((scored) => scored.slug === 'agent-loops'),
    'without neighbours it is not ranked at all',
  )
  const verdict = new ProblemMatcher(CATALOGUE, neighbours).verdict(paste)
  t.equal(verdict.ranked[0]?.slug, 'agent-loops', 'with them it is offered first')
  t.equal(verdict.mostLikely, undefined, 'and not named: only phrases make Unstuck sure')
  const split = neighboursOf([
    { problem: 'agent-loops', text: 'zorblax quimble frobnicates the wuzzle again' },
    { problem: 'none', text: 'zorblax quimble frobnicates the wuzzle again' },
    { problem: 'port-in-use', text: 'zorblax quimble frobnicates the wuzzle again' },
  ])
  t.notOk(
    new ProblemMatcher(CATALOGUE, split).verdict(paste).ranked.some((scored) => scored.slug === 'agent-loops'),
    `a third of the votes (under ${THRESHOLDS.votes}) offers nothing by itself`,
  )
})

t.test('neighbours compare the concepts pastes say: one symptom in other words is close', async (t) => {
  const neighbours = neighboursOf([{ problem: 'agent-loops', text: 'mi página se queda cargando' }])
  const votes = (paste: string) =>
    new ProblemMatcher(CATALOGUE, neighbours).rank(paste).find((scored) => scored.slug === 'agent-loops')?.votes ?? 0
  t.ok(votes('the spinner never stops') > 0, 'a page that keeps loading, in English, is among its neighbours')
  t.equal(votes('the button is the wrong colour'), 0, 'another symptom is not')
})

t.test('a paste labelled none votes for no problem, and leaves less to the others', async (t) => {
  const onlyNone = neighboursOf([{ problem: 'none', text: 'the tab only shows a plain canvas with zero widgets' }])
  const ranked = new ProblemMatcher(CATALOGUE, onlyNone).rank('my tab only shows a plain canvas with zero widgets')
  t.ok(
    ranked.every((scored) => scored.votes === 0),
    'no problem gets a vote',
  )
  const mixed = neighboursOf([
    { problem: 'none', text: 'the tab only shows a plain canvas with zero widgets' },
    { problem: 'blank-preview', text: 'the tab only shows a plain canvas with zero widgets' },
  ])
  const share = new ProblemMatcher(CATALOGUE, mixed).rank('the tab only shows a plain canvas with zero widgets')
  t.equal(share.find((scored) => scored.slug === 'blank-preview')?.votes.toFixed(2), '0.50', "half the votes, the other half nobody's")
})

t.test('votes only ever take a "Most likely" away: a problem its phrases name is not named when votes put another first', async (t) => {
  const scored = (slug: string, phrase: number, own: number, votes: number): Scored => ({
    slug,
    phrase,
    words: 100,
    votes,
    own,
    score: own + votes,
    found: [0, 1, 2],
    coverage: 1,
    fits: true,
  })
  const sure = scored('port-in-use', 3 * THRESHOLDS.sure, 3, 0)
  const byRank = (list: Scored[]) => [...list].sort((a, b) => b.score - a.score)
  t.equal(verdictOf(byRank([sure, scored('agent-loops', 0.5, 1, 0)])).mostLikely?.slug, 'port-in-use', 'named by its phrases')
  t.equal(
    verdictOf(byRank([scored('port-in-use', 3 * THRESHOLDS.sure, 3, 0.2), scored('agent-loops', 0.5, 1, 0.8)])).mostLikely?.slug,
    'port-in-use',
    'votes for another that leave it first: still named',
  )
  const outvoted = verdictOf(byRank([sure, scored('agent-loops', 0.5, 2.5, 1)]))
  t.equal(outvoted.ranked[0]?.slug, 'agent-loops', 'votes put another first')
  t.equal(outvoted.mostLikely, undefined, 'then nothing is named')
  t.equal(verdictOf(byRank([scored('agent-loops', 0.5, 1, 1), scored('x', 0.1, 0.5, 0)])).mostLikely, undefined, 'votes alone never name')
})

t.test(
  'a message of the catalogue found whole ranks by its own phrases and words: close pastes voting for another cause do not move it',
  async (t) => {
    const paste = 'Error: listen EADDRINUSE: address already in use :::3000'
    const neighbours = neighboursOf([
      { problem: 'preview-not-found', text: paste },
      { problem: 'preview-not-found', text: 'listen EADDRINUSE address already in use, then the preview says not found' },
    ])
    const ranked = new ProblemMatcher(CATALOGUE, neighbours).rank(paste)
    const message = ranked.find((scored) => scored.slug === 'port-in-use')
    t.ok(message && message.phrase >= THRESHOLDS.sure && message.coverage >= THRESHOLDS.whole, 'the paste holds a message whole')
    const voted = ranked.find((scored) => scored.slug === 'preview-not-found')
    t.ok(voted && voted.votes > 0.9, `the close pastes vote for another cause (${voted?.votes.toFixed(2)})`)
    t.equal(voted?.score, voted?.own, 'their votes do not rank it: its own phrases and words alone')
    t.equal(ranked[0]?.slug, 'port-in-use', 'the message first')
    // A symptom whose words hold no message whole: the votes rank as before.
    const symptom = 'my tab only shows a plain canvas with zero widgets'
    const lifted = new ProblemMatcher(CATALOGUE, neighboursOf([{ problem: 'blank-preview', text: symptom }]))
      .rank(symptom)
      .find((scored) => scored.slug === 'blank-preview')
    t.ok(lifted && lifted.score > lifted.own + 0.9, 'without a message found whole, votes still rank')
  },
)

t.test('votes not counted in the rank still take a "Most likely" away: the first with them counted must be the same', async (t) => {
  const sure: Scored = {
    slug: 'port-in-use',
    phrase: 3 * THRESHOLDS.sure,
    words: 100,
    votes: 0,
    own: 3,
    // Ranked by its own score alone, as for a paste that holds a message whole.
    score: 3,
    found: [0, 1, 2],
    coverage: 1,
    fits: true,
  }
  // A problem whose phrase found only part of the same words (one it outdoes, so no rival on its own score),
  // with every close paste's vote.
  const outdone = (own: number): Scored => ({
    ...sure,
    slug: 'not-defined',
    phrase: 1,
    own,
    score: own,
    votes: 1,
    found: [0, 1],
    coverage: 0.5,
  })
  t.equal(verdictOf([sure, outdone(1.5)]).mostLikely?.slug, 'port-in-use', 'votes for another that leave it first: named')
  const doubted = verdictOf([sure, outdone(2.5)])
  t.equal(doubted.ranked[0]?.slug, 'port-in-use', 'shown first')
  t.equal(doubted.mostLikely, undefined, 'but not named: with the votes counted the other would come first')
})

t.test('the labelled pastes indexed a slice per step vote as those indexed at once, keys removed alike', async (t) => {
  const { pasteNeighbours, pasteNeighboursInSteps } = await import('../../course/search/stuck.ts')
  const { labelledTermsOf } = await import('../../course/search/stuck-match.ts')
  const pastes = Array.from({ length: 600 }, (_, index) => ({
    problem: index % 2 === 0 ? 'port-in-use' : 'none',
    text: `Error: listen EADDRINUSE: address already in use :::${3000 + index} sk-proj-${'a'.repeat(20)}${index} paste ${index % 7}`,
  }))
  const stepped = pasteNeighboursInSteps(pastes)
  let steps = 0
  while (stepped.step()) steps++
  t.equal(steps + 1, Math.ceil(600 / 250) + 1, 'a step per 250 pastes, then one that builds the index')
  t.notOk(stepped.step(), 'nothing left after that')
  const query = labelledTermsOf({ problem: 'none', text: 'listen EADDRINUSE address already in use paste 3' }).terms
  t.ok(pasteNeighbours(pastes).votes(query).size > 0, 'the query has neighbours that vote')
  t.same([...stepped.neighbours().votes(query)], [...pasteNeighbours(pastes).votes(query)], 'the same votes')
  const early = pasteNeighboursInSteps(pastes)
  early.step()
  t.same([...early.neighbours().votes(query)], [...pasteNeighbours(pastes).votes(query)], 'and asked before the steps are done')
  t.notOk(early.step(), 'which leaves the steps nothing to do')
})
