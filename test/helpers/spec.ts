// The product's fixed names, levels and minutes (docs/product-rules.md, 'The
// course'), written out once so that tests compare the site with them, not
// with the content files it is built from.

export const SECTION_TITLES = [
  'Demystifying Vibe Coding',
  'Your Replit Playground',
  "The Vibe Coder's Toolkit",
  'When the Vibe Goes Wrong',
  'Your First Vibe Projects',
  'Advanced Prompting Techniques',
  'Collaboration & Version Control',
  'Performance & Optimization',
  'Security Considerations',
  'Scaling Beyond Prototypes',
  'AI Model Selection',
  'Integration Patterns',
]

/** The label of each section's button on /guide. */
export const GUIDE_BUTTONS = [
  'Start Section 1',
  'Start Section 2',
  'Start Section 3',
  'Start Section 4',
  'Start Section 5',
  'Learn Advanced Prompting',
  'Master Collaboration',
  'Optimize Performance',
  'Secure Your Apps',
  'Scale Your Projects',
  'Choose AI Tools',
  'Connect with APIs',
]

export const LEARNING_PROJECTS = [
  { title: 'Hello World Web Page', difficulty: 'No Effort', minutes: 5 },
  { title: 'Interactive Greeting Card', difficulty: 'Low Effort', minutes: 15 },
  { title: 'Simple To-Do List', difficulty: 'Low-Medium Effort', minutes: 30 },
  { title: 'Basic Calculator', difficulty: 'Medium Effort', minutes: 45 },
  { title: 'Mini Story Generator', difficulty: 'Medium Effort', minutes: 60 },
]

/** Where the spec gives two readings (RSVP 45 or 60, dashboard 90 or 120), the larger one. */
export const FEATURED_PROJECTS = [
  { title: 'Simple RSVP Page', level: 'Beginner', minutes: 60 },
  { title: 'Personal Dashboard', level: 'Intermediate', minutes: 120 },
  { title: 'Task Manager', level: 'Intermediate', minutes: 120 },
  { title: 'Recipe Finder', level: 'Intermediate', minutes: 100 },
  { title: 'Social Media Hub', level: 'Advanced', minutes: 150 },
]

export const TUTORIALS = [
  { title: 'Your First Repl', level: 'Beginner', minutes: 15, icon: 'Play' },
  { title: 'Building an RSVP Page', level: 'Intermediate', minutes: 45, icon: 'Code' },
  { title: 'Debugging with AI', level: 'Intermediate', minutes: 30, icon: 'Bug' },
  { title: 'Deploying Your App', level: 'Advanced', minutes: 20, icon: 'Rocket' },
]
