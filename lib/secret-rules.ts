/**
 * The site's one table of key shapes: the keys and tokens a beginner's app
 * most often leaks, each with where its shape is documented. The safety
 * report finds them in a learner's files (in the browser), and Unstuck takes
 * them out of a paste before its fix prompt holds it (on the server,
 * lib/redact-secrets.ts). Shapes follow the gitleaks rule set
 * (github.com/gitleaks/gitleaks, config/gitleaks.toml), cut to the providers
 * the course's learners meet and rewritten as JavaScript regular expressions
 * (gitleaks' own file is Go's RE2 and 200 KB: too much to load on a phone).
 *
 * A `publishable` rule matches a key that is made to be seen in a browser
 * (Stripe's pk_, Supabase's anon and publishable keys): the report explains
 * it instead of calling it a leak.
 */

export interface SecretRule {
  /** Stable id, used in tests and as the React key. */
  id: string
  /** What it is, in the learner's words: "an OpenAI API key". */
  name: string
  /** The shape. Always global; a match is one finding. */
  pattern: RegExp
  /** Where the shape is documented. */
  source: string
  /** A key meant for the browser: explained, not flagged. */
  publishable?: boolean
  /** A match that is not this kind after all (a JWT whose role is not the one this rule is about). */
  accept?: (match: string) => boolean
}

/** The role a Supabase key's JWT payload names ('anon', 'service_role'), or undefined when it is not such a token. */
export function supabaseRole(token: string): string | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    )
    const claims: unknown = JSON.parse(json)
    if (claims && typeof claims === 'object' && 'role' in claims && typeof claims.role === 'string') return claims.role
  } catch {
    // Not base64 JSON: not a Supabase key.
  }
  return undefined
}

/** 'postgres://user:password@host' as the course and tutorials print it, or a value filled in from elsewhere ('${DB_PASSWORD}'). */
function isPlaceholderPassword(address: string): boolean {
  const password = address.replace(/^[^:]+:\/\/[^:]+:/, '').replace(/@.*$/, '')
  return /^(?:password|pass|secret|\*+|x+)$/i.test(password) || /[$<{]/.test(password)
}

const GITLEAKS = 'https://github.com/gitleaks/gitleaks/blob/master/config/gitleaks.toml'

/** Checked in this order; a text matched by an earlier rule is not matched again by a later one. */
export const SECRET_RULES: readonly SecretRule[] = [
  {
    id: 'private-key',
    name: 'a private key',
    // The whole block to its END line, or its base64 lines when the text was cut short: the lines between are the key.
    pattern:
      /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]*?-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|(?:\s*[A-Za-z0-9+/=]{16,})*)/g,
    source: GITLEAKS,
  },
  {
    id: 'anthropic',
    name: 'an Anthropic (Claude) API key',
    pattern: /\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{80,}/g,
    source: 'https://docs.anthropic.com/en/api/overview',
  },
  {
    id: 'openai',
    name: 'an OpenAI API key',
    pattern: /\bsk-(?:(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20})/g,
    source: 'https://platform.openai.com/docs/api-reference/authentication',
  },
  {
    id: 'stripe-secret',
    name: 'a Stripe secret key',
    pattern: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{10,99}\b/g,
    source: 'https://docs.stripe.com/keys',
  },
  {
    id: 'stripe-publishable',
    name: 'a Stripe publishable key',
    pattern: /\bpk_(?:live|test)_[0-9A-Za-z]{10,99}\b/g,
    source: 'https://docs.stripe.com/keys',
    publishable: true,
  },
  {
    id: 'supabase-secret',
    name: 'a Supabase secret key',
    pattern: /\bsb_secret_[A-Za-z0-9_-]{20,}/g,
    source: 'https://supabase.com/docs/guides/api/api-keys',
  },
  {
    id: 'supabase-publishable',
    name: 'a Supabase publishable key',
    pattern: /\bsb_publishable_[A-Za-z0-9_-]{20,}/g,
    source: 'https://supabase.com/docs/guides/api/api-keys',
    publishable: true,
  },
  {
    id: 'supabase-service-role',
    name: 'a Supabase service_role key',
    pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g,
    source: 'https://supabase.com/docs/guides/api/api-keys',
    accept: (token) => supabaseRole(token) === 'service_role',
  },
  {
    id: 'supabase-anon',
    name: 'a Supabase anon key',
    pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g,
    source: 'https://supabase.com/docs/guides/api/api-keys',
    publishable: true,
    accept: (token) => supabaseRole(token) === 'anon',
  },
  {
    id: 'google',
    name: 'a Google API key',
    pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g,
    source: 'https://cloud.google.com/docs/authentication/api-keys',
  },
  {
    id: 'github',
    name: 'a GitHub token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g,
    source:
      'https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats',
  },
  {
    id: 'aws-access-key',
    name: 'an AWS access key',
    pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g,
    source: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/security-creds.html',
  },
  {
    id: 'slack',
    name: 'a Slack token or webhook',
    pattern: /\bxox[abposr]-[0-9A-Za-z-]{10,}|https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9_/]{20,}/g,
    source: 'https://api.slack.com/authentication/token-types',
  },
  {
    id: 'huggingface',
    name: 'a Hugging Face token',
    pattern: /\bhf_[A-Za-z0-9]{34,}\b/g,
    source: 'https://huggingface.co/docs/hub/security-tokens',
  },
  {
    id: 'groq',
    name: 'a Groq API key',
    pattern: /\bgsk_[A-Za-z0-9]{40,}\b/g,
    source: GITLEAKS,
  },
  {
    id: 'sendgrid',
    name: 'a SendGrid API key',
    pattern: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/g,
    source: GITLEAKS,
  },
  {
    id: 'database-url',
    name: 'a database address with its password',
    pattern: /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?):\/\/[^\s:/@'"`]+:[^\s@/'"`]+@[^\s'"`]+/g,
    source: 'https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS',
    accept: (address) => !isPlaceholderPassword(address),
  },
]
