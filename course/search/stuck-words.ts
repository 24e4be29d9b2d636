/**
 * Unstuck's own words: how a paste and a problem's match phrases are cut into
 * the words the matcher compares (course/search/stuck-match.ts). Not the site
 * search's synonyms (course/search/search-words.ts): a search may widen "key" to
 * "secret", but in an error message "duplicate key" is about a database row,
 * and Unstuck must not lean to API keys for it.
 *
 * Each word is lower-cased, its common endings cut ("crashes", "crashed",
 * "crashing" read alike), and read as its group's first member when it has one
 * (below). Numbers read as "#", whatever their value, so "1 + 2 shows 12" in a
 * phrase matches "5 + 5 shows 55" in a paste, except the three-digit HTTP
 * statuses an error names (404, 429, 500), which stay as written.
 */

/**
 * Words a beginner and an error message use for the same thing. Only groups
 * whose members never mean something else in an error.
 */
const SAME_WORDS: readonly (readonly string[])[] = [
  ['blank', 'white', 'empty'],
  ['reload', 'refresh', 'refreshing', 'reloading', 'refreshed', 'reloaded'],
  // "Live" is the catalogue's word, a host's name the learner's.
  [
    'publish',
    'deploy',
    'deployment',
    'republish',
    'redeploy',
    'production',
    'prod',
    'hosted',
    'live',
    'vercel',
    'netlify',
    'heroku',
    'railway',
  ],
  ['disappear', 'vanish', 'gone', 'wiped', 'erased', 'lost', 'wipe', 'erase'],
  ['restart', 'reboot', 'relaunch', 'rerun'],
  ['click', 'tap', 'press', 'clicking', 'tapping', 'pressing'],
  ['old', 'outdated', 'stale', 'previous'],
  ['join', 'concatenate', 'concatenates', 'concatenated', 'concatenating', 'concatenation', 'concat'],
  ['twice', 'doubled'],
  ['database', 'db'],
  ['phone', 'mobile', 'iphone', 'android', 'smartphone'],
  ['picture', 'image', 'photo', 'img'],
  ['sign', 'login', 'signin', 'signup', 'signout', 'logged', 'logout'],
  ['env', 'environment'],
  ['show', 'display', 'appear'],
  // With the stems their endings leave ("deleted" is read "delet" before its group is looked up).
  ['delete', 'delet', 'remove', 'remov'],
  ['save', 'persist', 'store'],
  ['page', 'site', 'website', 'webpage'],
]

/**
 * Words that say nothing about which problem it is ("I", "the", "please help"):
 * left out of both sides before phrases are compared, so "address already in
 * use" is three words apart at most. "not", "no" and "cannot" stay: they turn
 * a message around.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been being but by could did do does doing for from had has have having how i im ive id if in into ' +
    'is it its just me my of on or our so that the their them then there these they this those to was we were what when where ' +
    'which who why will with would you your youre am any all some very too also again now only please help hi hello thanks ' +
    'thank anyone here way getting got any one ever even still keep keeps'
  ).split(' '),
)

const CANONICAL = new Map(SAME_WORDS.flatMap((group) => group.map((word) => [word, group[0] as string] as const)))

/**
 * A verb's "not" written into it, as learners write it ("doesn't", "won't", "isnt": the apostrophe is gone by
 * the time a word is read).
 */
const NEGATED = new Set('dont doesnt didnt isnt arent wasnt werent wont cant couldnt wouldnt shouldnt hasnt havent hadnt aint'.split(' '))

/**
 * "Can't" and "couldn't": the words of error messages themselves (`Can't resolve`, `This page can't load Google Maps
 * correctly`), whose phrases would weigh less if they read as the common "not". So they stay as written among the words.
 */
const CANNOT = new Set(['cant', 'couldnt'])

/**
 * A word's form as a concept reads it (course/search/stuck-concepts.ts): a verb's "not" is "not", so "the list
 * doesn't update" says what "the list does not update" says. Among the words and phrases (matchWord) every such verb
 * but "can't" and "couldn't" reads "not" too, so a learner's "doesn't save" finds a phrase's "does not save"
 * (measured in docs/unstuck.md, seventeenth round); a concept reads those two as "not" as well.
 */
export function conceptForm(form: string): string {
  return NEGATED.has(form) ? 'not' : form
}

/** Cuts the common endings: plural, past, -ing ("tasks" → "task", "crashed" → "crash", "replies" → "reply"). */
function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word) || word.includes('_')) return word
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`
  if (word.endsWith('ing') && word.length > 5) return undouble(word.slice(0, -3))
  if (word.endsWith('ed') && word.length > 4) return undouble(word.endsWith('ied') ? `${word.slice(0, -3)}y` : word.slice(0, -2))
  if (word.endsWith('es') && /(?:ch|sh|x|ss|zz)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !/(?:ss|us|is|ous)$/.test(word)) return withoutFinalE(word.slice(0, -1))
  return withoutFinalE(word)
}

/** "style" → "styl", as "styling" and "styled" read: the silent e that -ing and -ed drop. */
function withoutFinalE(word: string): string {
  return word.length > 4 && word.endsWith('e') && !word.endsWith('ee') ? word.slice(0, -1) : word
}

/** "stopp" → "stop", "runn" → "run": the consonant doubled before -ing or -ed. */
function undouble(word: string): string {
  return /([bdgmnprt])\1$/.test(word) ? word.slice(0, -1) : word
}

/** A three-digit HTTP status an error names (4xx and 5xx): kept as written, not read as any number. */
const HTTP_STATUS = /^[45]\d\d$/

/** One word as the matcher compares it, or undefined for a stop word. */
export function matchWord(raw: string): string | undefined {
  const word = raw.toLowerCase()
  if (STOP_WORDS.has(word)) return undefined
  if (NEGATED.has(word) && !CANNOT.has(word)) return 'not'
  if (/^\d+$/.test(word)) return HTTP_STATUS.test(word) ? word : '#'
  const canonical = CANONICAL.get(word)
  if (canonical) return canonical
  const stemmed = stem(word)
  return CANONICAL.get(stemmed) ?? stemmed
}

/**
 * A beginner's words in Chinese, Japanese and Korean, as Unstuck's English ones: Chinese and Japanese are written
 * without spaces, and Korean joins its particles to the word, so "刷新后数据消失" (after a refresh the data is gone)
 * would read as one word that matches nothing. Each term found in such a run adds its English words after it, in the
 * order written ("图片不显示", image not shown, reads "image not show"), so the words and concepts can read it. A
 * general glossary of what learners name (a page, an image, a refresh, publishing, signing in), not sentences.
 */
const GLOSSARY: ReadonlyMap<string, string> = new Map(
  Object.entries({
    // Chinese (simplified and traditional)
    刷新: 'reload',
    重新加载: 'reload',
    部署: 'publish',
    發佈: 'publish',
    发布: 'publish',
    上线: 'publish',
    生产环境: 'production',
    线上: 'live',
    白屏: 'blank screen',
    空白: 'blank',
    图片: 'image',
    圖片: 'image',
    图像: 'image',
    样式: 'style',
    樣式: 'style',
    不显示: 'not show',
    不顯示: 'not show',
    没有显示: 'not show',
    显示不出来: 'not show',
    显示: 'show',
    顯示: 'show',
    加载: 'load',
    載入: 'load',
    登录: 'login',
    登陆: 'login',
    登入: 'login',
    退出登录: 'logout',
    注册: 'sign up',
    数据库: 'database',
    資料庫: 'database',
    数据: 'data',
    資料: 'data',
    消失: 'disappear',
    丢失: 'lost',
    不见了: 'gone',
    保存: 'save',
    环境变量: 'environment variable',
    環境變數: 'environment variable',
    端口: 'port',
    报错: 'error',
    错误: 'error',
    錯誤: 'error',
    上传: 'upload',
    上傳: 'upload',
    页面: 'page',
    頁面: 'page',
    网页: 'page',
    网站: 'website',
    缓存: 'cache',
    跨域: 'cors',
    本地: 'locally',
    服务器: 'server',
    伺服器: 'server',
    接口: 'api',
    密钥: 'key',
    秘钥: 'key',
    记住: 'remember',
    记忆: 'memory',
    上一次: 'previous',
    上下文: 'context',
    路径: 'path',
    按钮: 'button',
    没反应: 'does nothing',
    没有反应: 'does nothing',
    跳转: 'redirect',
    重定向: 'redirect',
    无法访问: 'cannot open',
    打不开: 'cannot open',
    无法: 'cannot',
    不能: 'cannot',
    超时: 'timeout',
    邮件: 'email',
    支付: 'payment',
    日期: 'date',
    乱码: 'mojibake',
    // Japanese
    デプロイ: 'publish',
    公開: 'publish',
    画像: 'image',
    表示されない: 'not show',
    表示: 'show',
    消える: 'disappear',
    消えた: 'disappear',
    消え: 'disappear',
    リロード: 'reload',
    ログイン: 'login',
    真っ白: 'blank',
    投稿: 'post',
    文字化け: 'mojibake',
    データベース: 'database',
    データ: 'data',
    環境変数: 'environment variable',
    // Korean
    배포: 'publish',
    이미지: 'image',
    새로고침: 'reload',
    로그인: 'login',
    경로: 'path',
    데이터베이스: 'database',
    데이터: 'data',
    사라: 'disappear',
    빈: 'blank',
    하얀: 'blank',
    화면: 'screen',
    저장: 'save',
    환경변수: 'environment variable',
    날짜: 'date',
    오류: 'error',
    에러: 'error',
    정적: 'static',
    중단: 'stop',
    일시: 'pause',
  }),
)
const GLOSSARY_LONGEST = Math.max(...[...GLOSSARY.keys()].map((term) => term.length))

/** The English words of the glossary's terms in a run of Chinese, Japanese or Korean, in order ("" for none). */
export function glossesOf(run: string): string {
  const glosses: string[] = []
  let at = 0
  while (at < run.length) {
    let length = Math.min(GLOSSARY_LONGEST, run.length - at)
    for (; length > 0; length--) {
      const gloss = GLOSSARY.get(run.slice(at, at + length))
      if (gloss) {
        glosses.push(gloss)
        break
      }
    }
    at += Math.max(length, 1)
  }
  return glosses.join(' ')
}
