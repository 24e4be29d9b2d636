// Unstuck's answers (course/search/stuck.ts) with the real catalogue
// (content/problems/): the confident mistakes it used to make on real pastes
// (issue "Unstuck that is right on real pastes") are gone, texts written for
// this test (other variable names, file paths, line numbers, and the wordings
// of Chrome, Firefox, Safari, Node, npm, Git and the databases, never copied
// from the catalogue) find their problem first, texts about nothing of the
// catalogue name nothing, and the prompt is built as the lessons teach. How
// often it is right on real pastes is the bench's to say (npm run bench:unstuck).
import t from 'tap'
import { examplesText, fixPrompt, generalFix, Unstuck } from '../../course/search/stuck.ts'
import type { StuckAnswer } from '../../lib/stuck.ts'
import { siteContent } from '../helpers/site-content.ts'

const content = await siteContent()
const unstuck = new Unstuck({ problems: content.problems })

/** Each error text and the problem (its file's slug) it must find first. */
const expected: [text: string, problem: string][] = [
  [
    "Uncaught TypeError: Cannot read properties of undefined (reading 'length')\n    at renderTodos (todo.js:27:31)\n    at HTMLFormElement.<anonymous> (todo.js:55:5)",
    'undefined-property',
  ],
  ['TypeError: weatherData.current is undefined\n    fetchWeather https://sunny-app.replit.dev/app.js:14:9', 'undefined-property'],
  ["TypeError: undefined is not an object (evaluating 'cart.items.length')", 'undefined-property'],
  ["Uncaught TypeError: Cannot read properties of null (reading 'value')\n    at submitRsvp (main.js:8:44)", 'null-element'],
  ['Uncaught TypeError: document.querySelector(...) is null', 'null-element'],
  ['Uncaught ReferenceError: calculateTotal is not defined\n    at HTMLButtonElement.onclick (index.html:31:52)', 'not-defined'],
  ["ReferenceError: Can't find variable: renderChart", 'not-defined'],
  ['Uncaught TypeError: items.forEach is not a function at showList (list.js:3:9)', 'not-a-function'],
  ['Uncaught SyntaxError: missing ) after argument list (at script.js:42:18)', 'syntax-error'],
  ['Uncaught (in promise) SyntaxError: Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON', 'html-instead-of-json'],
  ['SyntaxError: JSON.parse: unexpected character at line 1 column 1 of the JSON data', 'html-instead-of-json'],
  [
    "Access to fetch at 'https://api.openweathermap.org/data/2.5/weather?q=Paris' from origin 'https://myapp.replit.dev' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.",
    'cors',
  ],
  ['GET https://guestbook.replit.app/api/todos 404 (Not Found)', 'api-404'],
  ['POST https://x-y-z.replit.dev/api/rsvp 500 (Internal Server Error)', 'server-500'],
  ['Error: listen EADDRINUSE: address already in use 0.0.0.0:5000', 'port-in-use'],
  // A server of the app that is not running: the front end's proxy, or the browser on the learner's own machine.
  ['Proxy error: Could not proxy request /api/notes from localhost:5173 to http://localhost:8080 (ECONNREFUSED).', 'server-not-running'],
  ['9:41:07 AM [vite] http proxy error at /api/tasks:\nError: connect ECONNREFUSED 127.0.0.1:4000', 'server-not-running'],
  ['Error: connect ECONNREFUSED ::1:4000\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)', 'localhost-ipv6'],
  ['Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)', 'database-refused'],
  ["Error: ENOENT: no such file or directory, stat '/app/client/build/index.html'", 'build-not-run'],
  ["ERROR in ./src/utils/loadNotes.js 3:0-20\nModule not found: Error: Can't resolve 'fs' in '/app/src/utils'", 'node-module-in-browser'],
  ['Module "path" has been externalized for browser compatibility. Cannot access "path.join" in client code.', 'node-module-in-browser'],
  [
    'Error: Route.post() requires a callback function but got a [object Undefined]\n    at Route.<computed> [as post] (/app/node_modules/express/lib/router/route.js:216:15)',
    'route-handler-undefined',
  ],
  ["TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'IncomingMessage'", 'circular-json'],
  [
    "node:internal/modules/cjs/loader:1228\n  throw err;\n  ^\n\nError: Cannot find module 'dotenv'\nRequire stack:\n- /home/runner/workspace/server/index.js",
    'cannot-find-module',
  ],
  ['npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/express-validator-pro-2 - Not found', 'invented-package'],
  ['Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)', 'database-refused'],
  ['error: relation "guests" does not exist', 'table-does-not-exist'],
  ['SqliteError: no such table: messages', 'table-does-not-exist'],
  [
    'Traceback (most recent call last):\n  File "/home/runner/workspace/main.py", line 2, in <module>\n    import requests\nModuleNotFoundError: No module named \'requests\'',
    'python-module-not-found',
  ],
  ['Error: duplicate key value violates unique constraint "rsvps_email_key"', 'duplicate-key'],
  ['HTTP 429 - too many requests, please slow down', 'rate-limited'],
  ['{"error":{"message":"Incorrect API key provided: sk-proj-abcdef1234.","type":"invalid_request_error"}}', 'unauthorized-key'],
  [
    "Mixed Content: The page at 'https://rsvp.replit.app/' was loaded over HTTPS, but requested an insecure XMLHttpRequest endpoint 'http://api.example.com/data'. This request has been blocked",
    'mixed-content',
  ],
  [
    'Uncaught RangeError: Maximum call stack size exceeded\n    at updateCount (counter.js:5:3)\n    at updateCount (counter.js:6:3)',
    'page-freezes',
  ],
  ['process.env.OPENAI_API_KEY is undefined', 'secret-undefined'],
  [
    'remote: error: GH013: Repository rule violations found for refs/heads/main.\nremote: - GITHUB PUSH PROTECTION\nremote:   Push cannot contain secrets',
    'key-leaked',
  ],
  [
    "! [rejected]        main -> main (fetch first)\nerror: failed to push some refs to 'https://github.com/sam/rsvp.git'",
    'git-push-rejected',
  ],
  ['Cannot GET /dashboard', 'preview-not-found'],
  [
    'Your connection is not private. Attackers might be trying to steal your information from www.mysite.com NET::ERR_CERT_DATE_INVALID',
    'not-secure-warning',
  ],
  [
    'CONFLICT (content): Merge conflict in public/style.css\nAutomatic merge failed; fix conflicts and then commit the result.',
    'merge-conflict',
  ],
  [
    'Warning: Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:',
    'invalid-hook-call',
  ],
  [
    'Module not found: Error: [CaseSensitivePathsPlugin] `./src/Components/Cart.jsx` does not match the corresponding path on disk `components`.',
    'cannot-find-module',
  ],
  [
    "Error: Incorrect string value: '\\xF0\\x9F\\x8E\\x89' for column 'body' at row 1\n    at Query.Sequence._packetToError",
    'emoji-not-saved',
  ],
  ['Uncaught (in promise) SyntaxError: Unexpected end of JSON input\n    at removeGuest (guests.js:41:28)', 'empty-answer-json'],
  [
    "remote: error: File backups/site.sqlite is 142.77 MB; this exceeds GitHub's file size limit of 100.00 MB\nremote: error: GH001: Large files detected.",
    'github-file-too-large',
  ],
  ["Uncaught (in promise) DOMException: play() failed because the user didn't interact with the document first.", 'video-autoplay-blocked'],
  [
    'FirebaseError: Firebase: Error (auth/unauthorized-domain).\n    at createErrorInternal (index.ts:100:12)',
    'firebase-unauthorized-domain',
  ],
  [
    "Starting the development server...\nError: error:0308010C:digital envelope routines::unsupported\n    at new Hash (node:internal/crypto/hash:71:19)\n  code: 'ERR_OSSL_EVP_UNSUPPORTED'",
    'openssl-legacy-webpack',
  ],
  [
    'npm error code ENOENT\nnpm error syscall spawn git\nnpm error path git\nnpm error errno -2\nnpm error enoent spawn git ENOENT',
    'git-not-installed',
  ],
  [
    "BadRequestError: 400 This model's maximum context length is 16385 tokens. However, your messages resulted in 17210 tokens.",
    'ai-context-length-exceeded',
  ],
  ['Access blocked: recipe-box has not completed the Google verification process\nError 403: access_denied', 'google-oauth-testing-mode'],
  [
    'Error: getaddrinfo ENOTFOUND db.qwertyuiopasdfghjklz.supabase.co\n    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26)',
    'supabase-direct-ipv6',
  ],
  ['StripeInvalidRequestError: Invalid integer: 2497.5', 'stripe-amount-in-cents'],
  [
    'Updating 4c1e2d7..a93b0f5\nerror: Your local changes to the following files would be overwritten by merge:\n\tviews/index.ejs\nPlease commit your changes or stash them before you merge.\nAborting',
    'git-pull-local-changes',
  ],
]

/**
 * Real pastes Unstuck once answered with a confident wrong cause: the cause it named then, and the
 * problem that explains it. None may name that cause again, and each shows its own first.
 */
const onceConfidentlyWrong: [text: string, wrongCause: string, rightCause: string][] = [
  [
    'npm error code ERESOLVE\nnpm error ERESOLVE could not resolve\nnpm error\nnpm error While resolving: my-app@0.1.0\nnpm error Found: react@19.1.0\nnpm error node_modules/react\nnpm error   react@"^19.1.0" from the root project\nnpm error\nnpm error Could not resolve dependency:\nnpm error peer react@"^18.0.0" from react-day-picker@8.10.1',
    'preview-not-found',
    'npm-peer-conflict',
  ],
  ['sh: line 1: vite: command not found', 'preview-not-found', 'command-not-found'],
  [
    'Uncaught Error: Objects are not valid as a React child (found: object with keys {id, title, done}). If you meant to render a collection of children, use an array instead.',
    'preview-not-found',
    'objects-not-valid-react-child',
  ],
  ['bugs the Agent already fixed and components I deleted keep coming back', 'port-in-use', 'agent-brings-back-old-code'],
  [
    'Webhook Error: No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe?',
    'invented-package',
    'stripe-webhook-signature',
  ],
  [
    'Error: 429 You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
    'rate-limited',
    'ai-no-credit',
  ],
  ['Access blocked: This app’s request is invalid\nError 400: redirect_uri_mismatch', 'publish-fails', 'redirect-uri-mismatch'],
  [
    '[vite] Internal server error: Failed to resolve import "./components/TaskList" from "src/App.jsx". Does the file exist?',
    'server-500',
    'vite-failed-to-resolve-import',
  ],
]

/** The cause an answer shows first: the one it is sure of, or the first it could be. */
const shownFirst = (answer: StuckAnswer) => (answer.kind === 'match' ? answer.problem?.slug : answer.others[0]?.slug)

t.test('the confident mistakes Unstuck made on real pastes are gone: each shows its own cause first', async (t) => {
  for (const [text, wrongCause, rightCause] of onceConfidentlyWrong) {
    const answer = unstuck.answer(text)
    const quoted = JSON.stringify(text.slice(0, 60))
    t.not(answer.problem?.slug, wrongCause, `${quoted} is not "${wrongCause}"`)
    t.equal(shownFirst(answer), rightCause, `${quoted} shows "${rightCause}" first (${answer.kind})`)
  }
})

t.test('a message shared by causes of another subject is no longer named for them (real pastes)', async (t) => {
  // The catalogue holds each message for one subject; these pastes say the message and another subject.
  const sharedMessages: [text: string, notNamed: string][] = [
    [
      'npm install elastic-apm-node --save\nnpm ERR! code SELF_SIGNED_CERT_IN_CHAIN\nnpm ERR! errno SELF_SIGNED_CERT_IN_CHAIN\nnpm ERR! request to https://registry.npmjs.org/elastic-apm-node failed, reason: self-signed certificate in certificate chain',
      'database-self-signed-certificate',
    ],
    [
      "Error: ENOENT: no such file or directory, open 'nodeServer/tmp/upload_3ed12bdb894b79381c214cc0fc4ad0d7'\nEmitted 'error' event on WriteStream instance at:",
      'no-package-json',
    ],
  ]
  for (const [text, notNamed] of sharedMessages) {
    const answer = unstuck.answer(text)
    t.not(answer.problem?.slug, notNamed, `${JSON.stringify(text.slice(0, 60))} is not named "${notNamed}"`)
  }
  const fromDatabase = unstuck.answer(
    'Error: self-signed certificate in certificate chain\n    at TLSSocket.onConnectSecure (node:_tls_wrap:1659:34)\n    at Client._handleErrorEvent (/app/node_modules/pg/lib/client.js:90:12)',
  )
  t.equal(shownFirst(fromDatabase), 'database-self-signed-certificate', 'the same message from the database client still finds it first')
})

t.test('an error type a library raises for more than one cause names neither, and offers both', async (t) => {
  // OpenAI's client raises RateLimitError for requests too fast and for an account with no credit alike.
  const answer = unstuck.answer('openai.RateLimitError: Error code: 429')
  t.not(answer.kind, 'match', 'no "Most likely"')
  const offered = answer.others.map((other) => other.slug)
  t.ok(offered.includes('rate-limited') && offered.includes('ai-no-credit'), `both offered (${offered.join(', ')})`)
})

t.test('an error that fits two problems, a second close behind the first, gets candidates, not "Most likely"', async (t) => {
  // The generic message names the first; the words around it (a sign-in, a user that is not there) say another cause.
  const answer = unstuck.answer(
    "TypeError: Cannot read properties of undefined (reading 'id')\n    at /home/runner/workspace/routes/profile.js:14:29\nI log in with passport and then req.user.id crashes on the next page",
  )
  t.equal(answer.kind, 'candidates', 'no "Most likely"')
  t.equal(answer.others[0]?.slug, 'undefined-property', "the message's own problem is still offered first")
  t.ok(answer.others.length >= 2, `others offered beside it (${answer.others.map((other) => other.slug).join(', ')})`)
  // npm's ENOENT for a missing git: the git problem first, npm's missing package.json, whose lines it shares, not named.
  // Redis refusing IPv6's localhost: Redis listens there by default, so the server is most likely not started.
  const redis = unstuck.answer(
    'Error: connect ECONNREFUSED ::1:6379\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)',
  )
  t.not(redis.problem?.slug, 'localhost-ipv6', 'connect ECONNREFUSED ::1:6379 is not named "localhost means IPv6"')
  t.equal(shownFirst(redis), 'database-refused', 'a server not started is offered first')
  const git = unstuck.answer('npm error code ENOENT\nnpm error syscall spawn git\nnpm error path git\nnpm error enoent spawn git ENOENT')
  t.not(git.problem?.slug, 'no-package-json', 'spawn git ENOENT is not named "package.json is missing"')
})

t.test("the tools' own words for a cause find it: a native module built elsewhere, a proxy with no app behind it", async (t) => {
  const messages: [text: string, problem: string][] = [
    [
      'Error: /home/runner/workspace/node_modules/better-sqlite3/build/Release/better_sqlite3.node: invalid ELF header',
      'native-module-wrong-node',
    ],
    ['Error: Module version mismatch. Expected 115, got 108.', 'native-module-wrong-node'],
    [
      '[error] 29#29: *3 connect() failed (111: Connection refused) while connecting to upstream, client: 172.18.0.1, request: "GET / HTTP/1.1", upstream: "http://172.18.0.3:8000/"',
      'not-listening-on-port',
    ],
  ]
  for (const [text, problem] of messages)
    t.equal(shownFirst(unstuck.answer(text)), problem, `${JSON.stringify(text.slice(0, 60))}: ${problem}`)
})

t.test("Replit's own messages, which once found nothing, find their problem", async (t) => {
  const messages: [text: string, problem: string][] = [
    ['Application failed to respond', 'app-failed-to-respond'],
    ['No run command configured', 'no-run-command'],
    ['the webview is blank', 'blank-preview'],
  ]
  for (const [text, problem] of messages) t.equal(shownFirst(unstuck.answer(text)), problem, `${text}: ${problem}`)
})

t.test('causes the catalogue once lacked, each met in real threads, find their problem first', async (t) => {
  // Written for this test in the tools' own words, with other names, paths and addresses than any paste.
  const messages: [text: string, problem: string][] = [
    ['Error: FUNCTION_INVOCATION_TIMEOUT\nThe /api/story function took longer than 10 seconds', 'host-function-timeout'],
    ['Google Maps JavaScript API error: BillingNotEnabledMapError', 'google-maps-billing'],
    [
      "ResponseError: Forbidden\n  body: { errors: [ { message: 'The from address does not match a verified Sender Identity.' } ] }",
      'email-sender-not-verified',
    ],
    ['GET https://www.googletagmanager.com/gtag/js net::ERR_BLOCKED_BY_CLIENT', 'blocked-by-client'],
    [
      "remote: Permission to some-teacher/recipe-box.git denied to my-student-name.\nfatal: unable to access 'https://github.com/some-teacher/recipe-box.git/': The requested URL returned error: 403",
      'git-push-permission-denied',
    ],
    [
      'error: Your local changes to the following files would be overwritten by merge:\n\tsrc/App.jsx\nPlease commit your changes or stash them before you merge.',
      'git-pull-local-changes',
    ],
    [
      "code: 'ER_NOT_SUPPORTED_AUTH_MODE', sqlMessage: 'Client does not support authentication protocol requested by server; consider upgrading MySQL client'",
      'mysql-auth-not-supported',
    ],
  ]
  for (const [text, problem] of messages)
    t.equal(shownFirst(unstuck.answer(text)), problem, `${JSON.stringify(text.slice(0, 60))}: ${problem}`)
  // The upload folder's clue is only in the path, which ENOENT shares with npm's missing package.json: offered, not named.
  const upload = unstuck.answer("Error: ENOENT: no such file or directory, open 'server/public/uploads/avatar-1712.png'")
  const offered = [...(upload.problem ? [upload.problem.slug] : []), ...upload.others.map((other) => other.slug)]
  t.ok(
    offered.slice(0, 2).includes('upload-folder-missing'),
    `an upload's ENOENT offers the upload folder among the first two (${offered.join(', ')})`,
  )
  t.not(upload.problem?.slug, 'no-package-json', "an upload's ENOENT is not named a missing package.json")
  // npm's ENOENT for a missing package.json is still its own.
  const npm = unstuck.answer(
    "npm ERR! code ENOENT\nnpm ERR! syscall open\nnpm ERR! path /home/runner/app/package.json\nnpm ERR! enoent ENOENT: no such file or directory, open '/home/runner/app/package.json'",
  )
  t.equal(shownFirst(npm), 'no-package-json', "npm's missing package.json is not an upload folder")
})

/**
 * Symptoms in a learner's own words, and the problem each describes: rarely a phrase as the catalogue
 * writes it, so Unstuck may be unsure, but it offers that problem among the ones it could be.
 */
const expectedSymptoms: [text: string, problem: string][] = [
  ['the preview is just a white screen, nothing shows', 'blank-preview'],
  ['my to do list is empty every time I reload the page', 'tasks-vanish-on-refresh'],
  ['Agent is going round in circles and every fix breaks something new', 'agent-loops'],
  ['Why do my RSVPs disappear every time the server restarts?', 'data-gone-after-restart'],
  ['how do i undo what the agent just did', 'undo-agent-change'],
  ['on my phone I have to scroll sideways to read it', 'layout-broken-on-phone'],
  ['my calculator joins the numbers instead of adding them up', 'numbers-join'],
  ['Lighthouse performance score is 38 and the page takes ages to load', 'slow-page'],
  ['I call setScore(score + 1) and console.log(score) right after still prints the old value', 'state-not-updated-yet'],
  ['the birthday I save shows up as the day before, and moves back a day every time I save it again', 'date-one-day-off'],
  ['when I delete a note it stays on the page until I reload', 'stale-until-refresh'],
  ['on Replit I have to run my server with host 0.0.0.0 or nobody can open it', 'not-listening-on-port'],
  ['I push the new todo into the todos array and call setTodos(todos), but the page stays the same', 'state-changed-in-place'],
  ['my useEffect calls the API over and over, the Network tab is full of the same request', 'effect-runs-forever'],
  ['the Google sign-in popup opens and closes at once on my published site', 'sign-in-live-fails'],
  ['my app works on my laptop but I cannot open it from another device', 'not-listening-on-port'],
  ['when I hit Enter in the search box the whole page refreshes and my results are gone', 'form-submit-reloads-page'],
  ['every time I type a letter in the name field the cursor jumps out and I have to click it again', 'input-loses-focus'],
  ['users say the welcome email never shows up, some found it in their junk folder', 'email-lands-in-spam'],
  ['my background video on the landing page will not autoplay on iPhone', 'video-autoplay-blocked'],
  ['el texto con emojis se guarda como ???? en la base de datos', 'emoji-not-saved'],
  ['my Django site has no CSS at all once I set DEBUG = False on the server', 'django-static-debug-off'],
  ['the cookie banner has a dark overlay and the buttons under it are not clickable', 'overlay-catches-clicks'],
  ['my chat app uses height 100vh and on Android the address bar pushes the content down', 'mobile-viewport-height'],
  ['the AI summary works locally but on Vercel it returns 504 after ten seconds', 'host-function-timeout'],
  ['on Safari my users can never stay logged in, Chrome is fine', 'session-cookie-not-saved'],
  ['I edited my stylesheet but the changes are not showing on my website', 'live-shows-old-version'],
  ['when the API call fails the loading spinner just keeps spinning', 'stuck-on-loading'],
]

t.test('each symptom in a learner’s words is offered its problem', async (t) => {
  for (const [text, problem] of expectedSymptoms) {
    const answer = unstuck.answer(text)
    const shown = [...(answer.problem ? [answer.problem.slug] : []), ...answer.others.map((other) => other.slug)]
    t.ok(shown.includes(problem), `${JSON.stringify(text)} offers ${problem} (${shown.join(', ')})`)
  }
})

/** Texts that are no problem of the catalogue: Unstuck must say so, not guess. */
const unknown = [
  'how do I bake sourdough bread',
  "what's the weather like in Lisbon tomorrow",
  'recommend a good laptop for a student',
  'my cat keeps walking across the keyboard',
  'who won the football match last night',
  'I love this course, thank you!',
  'translate hello into Spanish',
  'lorem ipsum dolor sit amet consectetur',
  'Is it better to learn Python or JavaScript first?',
  'How long does it take to finish section 5?',
]

t.test('each error text finds its problem first', async (t) => {
  for (const [text, problem] of expected) {
    const answer = unstuck.answer(text)
    t.equal(shownFirst(answer), problem, `${JSON.stringify(text.slice(0, 70))} finds ${problem} (${answer.kind})`)
  }
})

t.test('a text about nothing of the catalogue names no problem, and gets the general bug report prompt', async (t) => {
  for (const text of unknown) {
    const answer = unstuck.answer(text)
    t.not(answer.kind, 'match', `${JSON.stringify(text)} is not sure of anything (${answer.kind})`)
    t.equal(answer.problem, undefined)
    t.ok(answer.prompt.includes(`Examples: This is exactly what I see:\n${text}`), 'its text is the prompt’s Examples')
    t.ok(answer.prompt.startsWith(`Context: ${generalFix().context}`), 'the general prompt')
  }
})

t.test('the fix prompt has the CLEAR parts in order and the pasted error as its Examples', async (t) => {
  const pasted = 'Uncaught ReferenceError: sendInvite is not defined\n    at HTMLButtonElement.onclick (invite.html:9:20)'
  const { prompt, others } = unstuck.answer(pasted)
  const labels = ['Context:', 'Length:', 'Examples:', 'Actions:', 'Role:'].map(
    (label) => prompt.indexOf(`\n${label}`) + 1 || prompt.indexOf(label),
  )
  t.same(
    [...labels].sort((a, b) => a - b),
    labels,
    'Context, Length, Examples, Actions, Role',
  )
  t.ok(prompt.includes(pasted), 'the whole paste, as written')
  t.ok(others.length <= 3, 'at most three other problems')
  t.notOk(
    others.some((other) => other.slug === 'not-defined'),
    'the best problem is not among the others',
  )
})

t.test('what goes into Examples is trimmed, and keys are hidden', async (t) => {
  const long = Array.from({ length: 40 }, (_, index) => `    at frame${index} (app.js:${index}:1)`).join('\n')
  const text = examplesText(`TypeError: x is not a function\n${long}`)
  t.ok(text.split('\n').length <= 13, 'at most twelve lines and a note that it was cut')
  t.ok(text.endsWith('…'), 'says it was cut')
  t.ok(text.length < 1000, 'a sensible length')
  const hidden = examplesText('Error 401 with Authorization: Bearer sk_live_abcdefgh12345678 and api_key=abc123456789')
  t.notMatch(hidden, /abcdefgh12345678|abc123456789/, 'key-like values are replaced')
  t.match(hidden, /\[removed\]/)
  t.match(fixPrompt(generalFix(), ''), /Examples: This is exactly what I see:\n\[paste/, 'a placeholder when nothing was pasted')
})

t.test('problems and lessons link both ways', async (t) => {
  t.ok(content.problems.length >= 150, `${content.problems.length} problems, at least the 150 beginners meet most`)
  for (const problem of content.problems) {
    const [path] = problem.lesson.href.split('#')
    const lessons = [
      ...content.sections.map((section) => ({ path: `/section${section.number}`, html: section.html })),
      ...content.learningProjects.map((project) => ({ path: `/project${project.id}`, html: project.html })),
      ...content.featuredProjects.map((project) => ({ path: `/featured-project${project.id}`, html: project.html })),
      ...content.tutorials.map((tutorial) => ({ path: `/tutorials/${tutorial.slug}`, html: tutorial.html })),
    ]
    const lesson = lessons.find((candidate) => candidate.path === path)
    t.ok(lesson?.html.includes(`href="/stuck?problem=${problem.slug}"`), `${path}'s stuck box links to ${problem.slug}`)
  }
})

t.test('a knowledge-check question about an error links to its problem, and only such a question', async (t) => {
  const questions = [...content.sections, ...content.learningProjects, ...content.featuredProjects].flatMap((page) => page.check ?? [])
  const linked = (id: string) => questions.find((question) => question.id === id)?.problem?.href
  t.equal(linked('typo-after-your-edit'), '/stuck?problem=not-defined', 'showMesage is not defined')
  t.equal(linked('button-null-error'), '/stuck?problem=null-element', 'Cannot read properties of null')
  t.equal(linked('temperature-undefined'), '/stuck?problem=page-shows-undefined', 'undefined° on the page')
  t.equal(linked('first-prompt-too-big'), undefined, 'a prompt is no error')
  t.equal(linked('scan-findings-order'), undefined, 'a list of scan findings is no error either')
  t.ok(
    questions.filter((question) => question.problem).every((question) => question.snippet),
    'only questions that show a snippet link to a problem',
  )
})
