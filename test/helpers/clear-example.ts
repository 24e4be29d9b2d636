// One set of prompt builder answers and the CLEAR prompt they make, shared by
// the tap and Playwright tests of the builder.

/** Answers as a learner types them (a list marker and a blank line in Actions are tidied away). */
export const EXAMPLE_ANSWERS = {
  context: 'A birthday RSVP page for my friends',
  length: 'One page, no backend',
  examples: 'Like a paper invitation',
  actions: '- Show the date\n2. Collect names\n\nCount the guests',
  role: 'A patient web developer',
}

export const EXAMPLE_PROMPT = [
  'Context: A birthday RSVP page for my friends',
  'Length: One page, no backend',
  'Examples: Like a paper invitation',
  'Actions:',
  '- Show the date',
  '- Collect names',
  '- Count the guests',
  'Role: A patient web developer',
].join('\n')
