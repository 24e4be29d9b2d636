/**
 * A fake key of each shape in the site's table of keys (lib/secret-rules.ts),
 * made as its provider documents it, so no real key is in this repository.
 * The safety report must find each; Unstuck must take each out of a paste.
 */

/** A JWT with the given payload, as Supabase issues its keys (header.payload.signature, base64url). */
function jwt(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.${'s1gnatureSignatureSignature_0123456789'}`
}

/** A key of each secret rule, by the rule's id. */
export const FAKE_SECRETS: Record<string, string> = {
  'private-key': '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7fakefakefake\n-----END RSA PRIVATE KEY-----',
  anthropic: `sk-ant-api03-${'Ab1_Cd2-Ef3'.repeat(8)}AA`,
  openai: 'sk-proj-Xq7Lm2Np9Rt4Vw8Yz1Bc5Df0Gh3Jk6Mn-ExampleOnly_123',
  'stripe-secret': 'sk_live_51HqLyjWDarjtT1zdp7dcFAKEFAKE00',
  'supabase-secret': 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
  'supabase-service-role': jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'service_role', iat: 1700000000 }),
  google: 'AIzaSyD-fake9Kx2Lm3Nn4Oo5Pp6Qq7Rr8Ss9Tt',
  github: 'ghp_1a2B3c4D5e6F7g8H9i0J1k2L3m4N5o6P7q8R',
  'aws-access-key': 'AKIAIOSFODNN7EXAMPLE',
  slack: 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx',
  huggingface: 'hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
  groq: 'gsk_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGh',
  sendgrid: 'SG.AbCdEfGhIjKlMnOpQrStUv.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfG',
  'database-url': 'postgresql://app_user:Xk29vLq7@db.example.com:5432/tasks',
}

/** A key of each publishable rule (made to be seen in a browser), by the rule's id. */
export const FAKE_PUBLISHABLE_KEYS: Record<string, string> = {
  'stripe-publishable': 'pk_live_51HqLyjWDarjtT1zdp7dcFAKE',
  'supabase-anon': jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'anon', iat: 1700000000 }),
  'supabase-publishable': 'sb_publishable_AbCdEfGhIjKlMnOpQrStUv',
}
