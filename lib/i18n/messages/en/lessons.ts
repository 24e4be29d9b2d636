/**
 * The words the course adds around its lessons, rendered at build time or on
 * the server only: the "If you get stuck" box, the "Replit details checked
 * on" note, the names of sections and projects, the lesson pages' headers and
 * their "not found" states. The source of the keys (../es/lessons.ts
 * translates them).
 */
import { countWord } from '../../../count-words.ts'
import { lists } from './lists.ts'

export const lessons = {
  /** The locale dates are written in ('24 November 2026'). */
  dateLocale: 'en-GB',
  stuckTitle: 'If you get stuck',
  stuckPasteBefore: 'Have an error message or a strange result? ',
  stuckPasteLink: 'Paste it into Unstuck',
  stuckPasteAfter: ' for its likely cause and a prompt that fixes it.',
  stuckProblems: 'Problems this lesson helps with:',
  factSourcesLabel: 'Sources',
  factsCheckedOn: 'Replit details checked on ',
  /** After the date: ' (' + the link to /changes + '). Sources:'. */
  factsCheckedSources: '). Sources:',
  changesLink: 'what changed in the course, and when',
  courseChangesLabel: 'Course changes',
  seeChangesBefore: 'See ',
  opensInNewTab: ' (opens in a new tab)',
  tableLabel: (headings: string) => `Table: ${headings}`,
  sectionName: (number: number, title: string) => `Section ${number}: ${title}`,
  sectionShortName: (number: number) => `Section ${number}`,
  // The project cards' names (lists.ts), so a project is called the same in a lesson and on /projects.
  learningProjectName: lists.learningProjectName,
  featuredProjectName: lists.featuredProjectName,
  tutorialName: (title: string) => `Tutorial: ${title}`,
  planFree: 'Free plan ({{term:plan-free}})',
  planPaid: 'Paid plan ({{term:plan-core}} or {{term:plan-pro}})',
  planPaidPrivate: 'Paid plan ({{term:plan-core}} or {{term:plan-pro}}); publish it private until it has sign-in',
  // Section pages.
  backToGuide: 'Back to Guide Overview',
  sectionOf: (number: number, count: number) => `Section ${number} of ${count}`,
  topicsCovered: 'Topics covered',
  guideSections: 'Guide sections',
  guideOverview: 'Guide Overview',
  startBuilding: 'Start Building / View Projects',
  learningProjectsHeading: (count: number) => `The ${countWord(count)} learning projects`,
  skillCount: (count: number) => `${count} skills`,
  skillsLabel: 'Skills',
  moreSkills: (count: number) => `+${count} more`,
  startProject: 'Start Project',
  startProjectNamed: (title: string) => `Start Project: ${title}`,
  clearHeading: 'The CLEAR Framework',
  clearIntro: 'Five things to put in a prompt, one for each letter.',
  sectionNotFound: 'Section Not Found',
  returnToGuide: 'Return to Guide',
  // Project pages.
  learningProjectOf: (id: number, count: number) => `Learning Project ${id} of ${count}`,
  magicPromptTitle: 'Magic AI Prompt',
  magicPromptHint: "Copy this prompt, paste it into Replit's AI Agent, and watch your project come to life.",
  quickStartTitle: 'Quick Start AI Prompt',
  quickStartHint: 'Copy this prompt, start a new project on Replit, and paste it into the AI Agent.',
  startInReplit: 'Start Building in Replit',
  technologies: 'Technologies',
  learningProjects: 'Learning projects',
  featuredProjects: 'Featured projects',
  allProjects: 'All projects',
  allFeaturedProjects: 'All Featured Projects',
  backToProjects: 'Back to Projects',
  minutes: (count: number) => `${count} minutes`,
  skillsToPractice: 'Skills you will practice',
  featuresToBuild: 'Features you will build',
  writeOwnPrompt: 'Write your own prompt',
  writeOwnPromptBefore: 'Write a prompt for the Agent that asks for everything below. Use the five ',
  writeOwnPromptAfter: ' parts: Context, Length, Examples, Actions, Role. Then compare it with ours.',
  compareWithOurs: 'Compare with our prompt',
  compareHint: 'Which CLEAR parts did your prompt leave out? Add them to yours, or paste ours into the Agent.',
  projectNotFound: 'Project Not Found',
  projectNotFoundMessage: "The project you're looking for doesn't exist.",
  backToSection: (number: number) => `Back to Section ${number}`,
  // Tutorial pages.
  backToTutorials: 'Back to Tutorials',
  tutorialOf: (number: number, count: number) => `Tutorial ${number} of ${count}`,
  whatYouWillLearn: "What you'll learn",
  moreTutorials: 'More tutorials',
  allTutorials: 'All Tutorials',
  featuredProjectsLink: 'Featured Projects',
  tutorialTitle: (title: string) => `${title}: a Step-by-Step Tutorial`,
  tutorialNotFound: 'Tutorial Not Found',
  tutorialNotFoundMessage:
    "The tutorial you're looking for doesn't exist. It may have been renamed; every tutorial is listed on the tutorials page.",
  browseTutorials: 'Browse All Tutorials',
  // Blog posts.
  backToBlog: 'Back to the Blog',
  moreArticles: 'More articles',
  allArticles: 'All Articles',
  articleNotFound: 'Article Not Found',
  articleNotFoundMessage: "The article you're looking for doesn't exist. It may have been renamed; every article is listed on the blog.",
  // Legal pages.
  lastUpdated: 'Last updated',
}
