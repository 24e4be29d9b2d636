/** The words Unstuck's server writes into its prompts (server only): the learner's text's lead-in and the general describe-your-bug prompt. The source of the keys (../es/stuck-prompt.ts translates them). */
export const stuckPrompt = {
  examplesLead: 'This is exactly what I see:',
  examplesPlaceholder: '[paste the exact error, or say what you see]',
  generalContext: 'When I [what you did], I expected [what should happen], but instead [what happened].',
  generalLength: 'Find the cause first, then make the smallest change that fixes it. Do not change anything else.',
  generalExplain: 'Explain in simple words what this means, and list up to three possible causes, the most likely first.',
  generalCheckFirst: 'Tell me what to check first, one step at a time, before you change any code.',
  generalFix: 'Fix the most likely cause, then tell me which files you changed.',
  generalRole: 'A patient web developer who explains each step to a beginner.',
}
