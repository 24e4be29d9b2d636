/**
 * The words of the course's own pages around their content (home, guide,
 * landing, the lists, stories, glossary, changes, help) and their titles and
 * descriptions: rendered on the server only. The source of the keys
 * (../es/course-pages.ts translates them).
 */
import { countWord, countWordCapitalised } from '../../../count-words.ts'

export const coursePages = {
  // Home.
  homeTitle: 'From Zero to Vibe: learn to build web apps with AI, from scratch',
  homeDescription:
    'A free, step-by-step guide to vibe coding: build and publish real web apps with an AI assistant on Replit. No coding experience needed.',
  startLearning: 'Start Learning',
  viewProjects: 'View Projects',
  whatIsVibeCoding: 'What is Vibe Coding?',
  tryPromptTitle: 'Try a prompt like this',
  tryPromptHint: "Copy it, paste it into Replit's AI Agent, and watch your first app appear.",
  vibeVsTraditional: 'Vibe Coding vs. Traditional Coding',
  comparisonTable: 'Comparison table',
  characteristic: 'Characteristic',
  vibeCoding: 'Vibe Coding',
  traditionalCoding: 'Traditional Coding',
  guideSectionsHeading: (count: number) => `The ${count} Sections of the Guide`,
  // Guide.
  guideTitle: 'The Complete Vibe Coding Guide',
  guideDescription: (count: number) =>
    `${countWordCapitalised(count)} sections that take complete beginners from their first AI prompt to secure, scalable web apps on Replit, about an hour each.`,
  guideSubtitle:
    'Go from your very first prompt to secure, connected web apps. Each section takes about an hour, with plain words, small steps and a project to try.',
  comprehensiveSections: (count: number) => `${count} Comprehensive Sections`,
  hoursTotal: (hours: number) => `~${hours} Hours Total`,
  beginnerToAdvanced: 'Beginner to Advanced',
  minutesWithSteps: (minutes: number) => `${minutes} min with the steps`,
  topics: 'Topics',
  groupFoundations: 'Foundational Concepts',
  groupFoundationsIntro: 'What vibe coding is, your workspace, and the tools you will use every day.',
  groupPractice: 'Hands-On Practice',
  groupPracticeIntro: 'Fix problems calmly and build your first projects.',
  groupAdvanced: 'Advanced Vibe Coding Mastery',
  groupAdvancedIntro: 'Better prompts, teamwork, speed, security, scale, choosing AI tools and connecting to other services.',
  readyToStart: 'Ready to start?',
  readyToStartText: 'Begin with Section 1 and go at your own pace, or jump straight into a project if you like learning by doing.',
  startFromBeginning: 'Start from Beginning',
  // Landing.
  landingStart: 'Start Your Vibe Journey FREE',
  atAGlance: 'At a glance',
  learners: 'learners',
  guideSections: 'guide sections',
  handsOnProjects: 'hands-on projects',
  journeyDays: (days: number) => `${days}-day`,
  journey: 'journey',
  noCreditCard: 'No credit card',
  needed: 'needed',
  landingOutcomes: (days: number) => `What You Will Have in ${days} Days`,
  vibeMethod: 'The Vibe Method',
  step: (number: number) => `Step ${number}: `,
  whatLearnersSay: 'What Learners Say',
  testimonialsNote: 'These testimonials are illustrative examples of what learners build with the guide.',
  landingFinal: 'Your First App Is One Prompt Away',
  landingFinalText: 'Start with Section 1 today. Everything is free, and you only need a web browser.',
  landingFinalStart: "Start Learning Now - It's FREE",
  footer: 'Footer',
  getHelp: 'Get Help',
  successStories: 'Success Stories',
  projects: 'Projects',
  landingCopyright: '© 2024 From Zero to Vibe. Free to learn, forever.',
  // Projects.
  projectsTitle: 'Featured Projects',
  projectsDescription:
    'Complete projects to build with AI, from a simple RSVP page to a social media hub. Each comes with a ready-to-paste prompt and step-by-step instructions.',
  learningProjectsBadge: (count: number) => `${count} Learning Projects to Start With`,
  featuredProjectsBadge: (count: number) => `${count} Complete Projects • 10+ Hours of Learning`,
  projectsSubtitle: (learning: number, featured: number) =>
    `Build real apps from start to finish: ${countWord(learning)} short learning projects to start with, then ${countWord(featured)} featured projects, from your first event page to a full social hub. Each comes with a ready-to-paste AI prompt and step-by-step instructions.`,
  comingSoon: 'Coming Soon',
  recommendedSequence: 'Recommended Sequence',
  learningOutcomes: "What You'll Be Able to Do",
  readyToBuild: 'Ready to Start Building?',
  readyToBuildText: (learningProject: string, featuredProject: string) =>
    `New to coding? Begin with ${learningProject}, a web page of your own in about five minutes on the free plan. Done the five learning projects? ${featuredProject}, the Simple RSVP Page, is your first app with a database and a public link.`,
  startNamed: (name: string) => `Start ${name}`,
  goToNamed: (name: string) => `Go to ${name}`,
  // Tutorials.
  tutorialsTitle: 'Step-by-Step Tutorials',
  tutorialsDescription:
    'Short, hands-on tutorials for beginners: set up your first Repl, build an RSVP page, debug with AI and deploy your app. Filter by topic and difficulty.',
  tutorialsSubtitle:
    'Short, hands-on lessons that take you from your first Repl to a published app. Pick one that matches your level and follow along in your browser.',
  learningPath: 'Recommended Learning Path',
  learningPathText: 'New here? Take the tutorials in this order: each one builds on the one before.',
  // Blog.
  blogTitle: 'Vibe Coding Blog',
  blogCategoryTitle: (category: string) => `${category} Articles: Vibe Coding Blog`,
  blogDescription:
    'Articles on building apps with AI: prompts that work, fixing broken apps, and step-by-step builds. Search the articles and subscribe for new ones.',
  blogSubtitle: 'Tips, walkthroughs and stories about building real apps with AI, written for people who are just getting started.',
  browseByCategory: 'Browse by Category',
  articleCount: (count: number): string => (count === 1 ? 'article' : 'articles'),
  stayUpdated: 'Stay Updated',
  stayUpdatedText: 'Get an email when we publish a new article or tutorial. Just your address, nothing else.',
  categoryNotFound: 'Category Not Found',
  categoryNotFoundMessage: (categories: string) => `The blog has no category by that name. Its categories are ${categories}.`,
  showAllArticles: 'Show All Articles',
  // Success stories.
  storiesTitle: 'Success Stories',
  storiesDescription:
    'How beginners and career changers built real web apps with AI on Replit: six learner stories, their projects and what they learned.',
  storiesHeading: 'Real People, Real Success',
  storiesSubtitle: 'Teachers, shop owners and retirees who had never written code, and the apps they built with AI on Replit.',
  storyStats: 'Our learners in numbers',
  theirStories: 'Their Stories',
  storiesNote: 'The stories shown are illustrative examples of the paths learners take with the guide.',
  achievement: 'Achievement: ',
  timeframe: 'Timeframe: ',
  projectsBuilt: 'Projects built',
  skillsGained: 'Skills gained',
  writeYourStory: 'Write Your Own Success Story',
  writeYourStoryText: 'Start with the free guide, then build the projects one by one. No coding experience needed.',
  startTheGuide: 'Start the Guide',
  // Glossary.
  glossaryTitle: 'Glossary',
  glossaryDescription:
    'Every term the course uses, from Agent to vibe coding, explained in plain words for someone who has never coded, with a link to the lesson that teaches it.',
  glossaryIntro:
    'Every word the course uses that a beginner might not know, in plain words. In the lessons, the first time a page uses one of these words, it links here.',
  learnMoreIn: 'Learn more in ',
  // Changes.
  changesTitle: 'What changed in the course',
  changesDescription:
    'A dated record of what changed in From Zero to Vibe, newest first: new lessons and skills, updated Replit details, new questions and fixes.',
  changesIntro:
    'Replit changes often, and so does this course. Here is what we changed and when, newest first. Each lesson ends with the day its Replit details were last checked. You can also follow this page in a feed reader: ',
  changesFeed: 'course changes feed',
  replitRenames: 'Names Replit changed',
  replitRenamesIntro:
    'Older videos and posts use names that Replit has since changed. When a video says the old name, look for the new one. The lessons use the new names.',
  or: ' or ',
  isNow: ' is now ',
  replitPage: "Replit's page",
  checked: ', checked ',
  // Get help.
  helpTitle: 'Get Help & Support',
  helpDescription:
    'Stuck on a project or a section? Email us (we reply within 24 hours), learn from other learners, or find answers in the guide and the FAQ.',
  helpSubtitle: 'Stuck on a project, a section or Replit itself? Ask us, learn from other learners, or find the answer in the guide.',
  haveAnError: 'Have an error message?',
  haveAnErrorText:
    'Paste it into Unstuck, or say what goes wrong in your own words. You get its likely cause, what to check first and a prompt that fixes it, at once and without sending us anything to keep.',
  findInUnstuck: 'Find the cause in Unstuck',
  howWeCanHelp: 'How We Can Help',
  sendMessage: 'Send Us a Message',
  sendMessageText: 'Tell us what you are working on and where you got stuck. We answer every message within 24 hours, or write to us at ',
  faq: 'Frequently Asked Questions',
  stillNeedHelp: 'Still Need Help?',
  stillNeedHelpText: 'The complete guide and the tutorials walk you through every step, from your first project to publishing it.',
  viewGuide: 'View Complete Guide',
  browseTutorials: 'Browse Tutorials',
  // Search.
  searchDescription: 'Search every guide section, project, tutorial and blog post of From Zero to Vibe.',
}
