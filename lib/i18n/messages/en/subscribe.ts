/** The blog's 'Stay Updated' form, in its island; the outcomes' sentences are the server's too (lib/forms/subscribe.ts). The source of the keys (../es/subscribe.ts translates them). */
export const subscribe = {
  ok: "You're subscribed! We'll email you when new tutorials and articles come out.",
  exists: "You're already subscribed with this email address, so there is nothing more to do.",
  invalid: 'Please enter a valid email address, like name@example.com.',
  limited: 'Too many attempts from your connection. Please wait a minute and try again.',
  error: 'Sorry, we could not save your subscription just now. Please try again in a moment.',
  /** What a refusal calls the field ('Your email address must be ...'). */
  yourEmail: 'Your email address',
  emailLabel: 'Email address',
  placeholder: 'you@example.com',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  /** The field a person never sees (hidden), which robots fill in. */
  trapLabel: 'Leave this field empty',
}
