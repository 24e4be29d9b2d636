/**
 * The shape of every content file under content/.
 *
 * Each field carries a doc comment so an editor reading this file knows what to
 * write. Loaders validate every file against these schemas at build time and
 * at server start; a bad file fails with its path, the field and what was
 * expected (see content/load.ts).
 */

import { z } from 'zod'
import { blogCategorySlugs } from '../lib/blog-categories.ts'
import { efforts, levels, tones } from '../lib/course-enums.ts'
import { OPTION_COUNT, PROJECT_CHECK_SIZE, SECTION_CHECK_SIZE } from '../lib/knowledge-check.ts'
import { LEGAL_SLUGS } from '../lib/paths.ts'
import { projectPlanIds } from '../lib/project-plans.ts'
import { CheckStep } from './check-steps.ts'

export const Tone = z.enum(tones)
export type Tone = z.infer<typeof Tone>

export const Level = z.enum(levels)
export type Level = z.infer<typeof Level>

const Effort = z.enum(efforts)

const text = z.string().trim().min(1)
const textList = z.array(text).min(1)
/** A placeholder image path of the form /api/placeholder/{width}/{height}. */
const placeholderImage = z.string().regex(/^\/api\/placeholder\/\d+\/\d+$/, 'a path like /api/placeholder/400/300')
/** A whole number of minutes. */
const minutes = z.number().int().positive()
/**
 * What the learner's own prompt must ask for, 4 to 8 short items
 * ('A text box to add a task', 'Tasks stay after a reload'). With it, the
 * project page asks the learner to write their prompt first (with CLEAR) and
 * shows `aiPrompt` behind 'Compare with our prompt'. Learning projects 3-5 and
 * every featured project have it; learning projects 1-2 do not (their learners
 * copy the prompt). test/integration/course-progression.test.ts checks who has it.
 */
const requirements = z.array(text).min(4).max(8)

const ProjectPlan = z.enum(projectPlanIds)

/** One answer a knowledge-check question offers. */
const CheckOption = z.strictObject({
  /** The option as the learner reads it: plain text, `code` in backticks allowed, no other Markdown. */
  text,
  /** `true` on the one right option; leave it out on the others. */
  correct: z.boolean().optional(),
  /** One to three short sentences saying why THIS option is right or wrong (shown when the learner picks it). */
  why: text,
})

/**
 * One line of a diff: exactly one key, saying what happened to the line. The
 * text is kept as written, leading spaces included (quote it in YAML to keep
 * them); an empty string is a blank line.
 */
const DiffLine = z.union([
  /** A line the change added. */
  z.strictObject({ added: z.string() }),
  /** A line the change removed. */
  z.strictObject({ removed: z.string() }),
  /** A line the change left alone, shown around the others so the learner sees where they are. */
  z.strictObject({ same: z.string() }),
])

/**
 * A small change to one file, as the editor's Changes view shows it: the
 * question asks what the change broke, or what it did that nobody asked for.
 * Pages mark every line with + or − and, for screen readers, the words
 * "added line" or "removed line" (never colour alone), in server HTML.
 */
export const CheckDiff = z
  .strictObject({
    /** The changed file's name as the learner would see it in the file tree ('script.js'). */
    file: text,
    /** The lines in file order, 2 to 14 of them, at least one added or removed. */
    lines: z.array(DiffLine).min(2).max(14),
  })
  .refine((diff) => diff.lines.some((line) => !('same' in line)), 'at least one line must be added or removed')

/** One knowledge-check question (the fields below are the whole format). */
const CheckQuestion = z.strictObject({
  /** Kebab-case, unique in the file and never renamed: the learner's results are stored under "<page>/<id>". */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case, like roll-back-one-step'),
  /** The question, plain text with `code` allowed; most ask the learner to apply the lesson, not recall it. */
  question: text,
  /** Optional error message, prompt or code the question is about, shown verbatim as a code block. */
  snippet: text.optional(),
  /** Optional change the Agent made, shown as a diff (see `CheckDiff`); the question asks what it broke or added unasked. */
  diff: CheckDiff.optional(),
  /** 3 or 4 options, exactly one with `correct: true`; vary where the right one sits. */
  options: z.array(CheckOption).min(OPTION_COUNT.min).max(OPTION_COUNT.max),
})

/** A knowledge-check question as written in a content file. */
export type WrittenCheckQuestion = z.infer<typeof CheckQuestion>

/**
 * A page's knowledge check: `size` questions, unique ids, each with exactly
 * one correct option. Problems name the question's id, so the build error
 * says which question to fix.
 */
function checkList(size: { min: number; max: number }) {
  return z
    .array(CheckQuestion)
    .min(size.min)
    .max(size.max)
    .superRefine((questions, context) => {
      const seen = new Set<string>()
      for (const [index, question] of questions.entries()) {
        if (seen.has(question.id))
          context.addIssue({ code: 'custom', path: [index, 'id'], message: `question "${question.id}": the id is used twice in this file` })
        seen.add(question.id)
        const correct = question.options.filter((option) => option.correct).length
        if (correct !== 1)
          context.addIssue({
            code: 'custom',
            path: [index, 'options'],
            message: `question "${question.id}": exactly one option must have correct: true (found ${correct})`,
          })
      }
    })
}

/** A requirement with its machine check: the 'Check my project' panel runs it against the learner's app. */
const checkedRequirement = z.strictObject({
  /** The requirement as the learner reads it, in their voice ('My tasks are still there after I refresh the page'). */
  text,
  /** What a person would do to see it work, in order; the check passes when every step does. */
  steps: z.array(CheckStep).min(1),
})

/** A learning project's requirements, each with its machine check. */
const learningRequirements = z.array(checkedRequirement).min(4).max(8)

/** A guide section: content/sections/NN-slug.md (frontmatter + Markdown body). */
export const SectionFrontmatter = z.strictObject({
  /** Position in the guide, from 1 with no gaps; must match the file name's NN. */
  number: z.number().int().min(1),
  /** Heading on the section page and its guide card. */
  title: text,
  /** One line under the title. */
  subtitle: text,
  /** Two or three sentences: what the learner gets from this section. */
  description: text,
  /** Colour of the number badge. */
  color: Tone,
  /** Label of the button on the guide card ('Start Section 1', 'Learn Advanced Prompting', ...). */
  guideButton: text,
  /** Reading and practice time in minutes, shown on the guide card. */
  duration: minutes,
  /** What the body teaches, shown as 'Topics covered' badges; keep it true to the body. */
  topics: textList,
  /**
   * The knowledge check at the end of the section: 3-5 questions. Optional
   * only while the sections move from the old Markdown check to this list;
   * test/unit/knowledge-checks.test.ts requires it of every section.
   */
  check: checkList(SECTION_CHECK_SIZE).optional(),
})

/** A beginner learning project: content/learning-projects/N-slug.md. */
export const LearningProjectFrontmatter = z.strictObject({
  /** From 1 with no gaps; the page lives at /project{id}. */
  id: z.number().int().min(1),
  /** Project name. */
  title: text,
  /** One or two sentences: what the learner builds. */
  description: text,
  /** Effort label, easiest first. */
  difficulty: Effort,
  /** Time to finish in minutes. */
  duration: minutes,
  /** Skills the learner practises. */
  skills: textList,
  /** Features of the finished app. */
  features: textList,
  /** Card colour. */
  color: Tone,
  /** The 'Magic AI Prompt': pasted as it is into the Agent, it must produce a working result. Written with the CLEAR parts. */
  aiPrompt: text,
  /**
   * What the finished app must do, in the learner's voice; see `requirements`
   * above. Each carries `steps`, its machine check, which the 'Check my
   * project' panel runs against the learner's app.
   */
  requirements: learningRequirements,
  /**
   * `true` when support fades (projects 3-5): the learner writes their own
   * prompt from the requirements and our prompt waits behind 'Compare with
   * our prompt'. Leave it out to hand over our prompt to copy.
   */
  ownPrompt: z.literal(true).optional(),
  /** The Replit plan the project needs; see lib/project-plans.ts. */
  plan: ProjectPlan,
  /** The knowledge check about this project: 2-3 questions (optional during the move; the content test requires it). */
  check: checkList(PROJECT_CHECK_SIZE).optional(),
})

/** A featured project: content/featured-projects/N-slug.md. */
export const FeaturedProjectFrontmatter = z.strictObject({
  /** 1 to 5; the page lives at /featured-project{id}. */
  id: z.number().int().min(1),
  /** Number shown as 'Featured Project n'. */
  projectNumber: z.number().int().min(1),
  /** Project name. */
  title: text,
  /** One or two sentences: what the learner builds. */
  description: text,
  /** Level, used by the /projects filter. */
  difficulty: Level,
  /** Time to finish in minutes (the list shows whole hours). */
  duration: minutes,
  /** Languages and tools used. */
  technologies: textList,
  /** Skills the learner practises. */
  skills: textList,
  /** Features of the finished app. */
  features: textList,
  /** Card gradient colour. */
  color: Tone,
  /** The 'Quick Start AI Prompt', written with the CLEAR parts. */
  aiPrompt: text,
  /** Requirements for the learner's own prompt (every featured project has them); see `requirements` above. */
  requirements: requirements.optional(),
  /** The Replit plan the project needs; see lib/project-plans.ts. */
  plan: ProjectPlan,
  /** Optional placeholder image path. */
  imageUrl: placeholderImage.optional(),
  /** The knowledge check about this project: 2-3 questions (optional during the move; the content test requires it). */
  check: checkList(PROJECT_CHECK_SIZE).optional(),
})

/**
 * The blog category a post or tutorial belongs to (lib/blog-categories.ts:
 * ai-prompting, debugging, tutorials, best-practices). The blog's 'Browse by
 * Category' counts and its /blog?category= lists are made from this field.
 */
const BlogCategoryField = z.enum(blogCategorySlugs)

/** A path on this site with an optional #heading ('/section4#step-5-fix-three-common-beginner-errors'). */
const sitePath = z.string().regex(/^\/[a-z0-9/-]*(?:#[a-z0-9-]+)?$/, 'a path on this site, like /section2#step-7-publish-your-project')

/**
 * A problem of the Unstuck catalogue: content/problems/N-slug.md. The
 * frontmatter says how to recognise it and what to do; the Markdown body is
 * the likely cause, in two to four plain sentences. /stuck matches what a
 * learner pastes against `matches` (content/stuck.ts).
 */
export const ProblemFrontmatter = z.strictObject({
  /** A short name for what the learner sees ('The Preview is blank'). */
  title: text,
  /** What the learner sees, in one or two plain sentences, in their words. `code` allowed. */
  symptom: text,
  /**
   * The error texts and phrasings that point to this problem, as a browser,
   * Node or the Agent writes them, or as a learner says it ('Cannot read
   * properties of undefined', 'the preview is blank'). Leave out the parts
   * that change with each app: names in quotes, file paths, line numbers,
   * addresses. The matcher ignores them in what the learner pastes too.
   */
  matches: z.array(text).min(2),
  /** What to check first, in order: one step each, the cheapest and likeliest first. `code` and **bold** allowed. */
  checks: z.array(text).min(2).max(6),
  /** The fix prompt's CLEAR parts. Examples is the learner's own pasted text, so it is not written here. */
  fix: z.strictObject({
    /** Context: the situation, in the learner's voice ('My page shows a blank white Preview.'). */
    context: text,
    /** Length: how much the Agent may change ('Change only what the cause needs. Do not change anything else.'). */
    length: text,
    /** Actions: what the Agent must do, in order, one line each. */
    actions: z.array(text).min(1).max(5),
    /** Role: who the Agent should act as. */
    role: text,
  }),
  /** The lesson part that teaches the skill behind it: a path with an optional #heading. Its page's stuck box links back here. */
  lesson: sitePath,
})

/** Icons a tutorial card may show (lucide names). */
export const tutorialIcons = ['Play', 'Code', 'Bug', 'Rocket'] as const

/** A tutorial: content/tutorials/N-slug.md; the slug is the file name without N-. */
export const TutorialFrontmatter = z.strictObject({
  /** Order in the list, from 1. */
  id: z.number().int().min(1),
  /** Tutorial name. */
  title: text,
  /** One or two sentences for the card. */
  description: text,
  /** Level, used by the /tutorials filter. */
  difficulty: Level,
  /** Time to finish in minutes. */
  duration: minutes,
  /** Short topic tags. */
  tags: textList,
  /** Card icon. */
  icon: z.enum(tutorialIcons),
  /** Card colour. */
  color: Tone,
  /** What the learner will be able to do; each point is taught as steps in the body. */
  learningPoints: textList,
  /** Blog category it is listed under on /blog?category= (tutorials usually 'tutorials'). */
  category: BlogCategoryField,
})

/** Tags a blog post may carry; each has a fixed colour. */
export const blogTags = ['AI', 'Prompting', 'Debugging', 'Replit', 'Tutorial', 'Web App'] as const

/** A blog post: content/blog/N-slug.md; the slug is the file name without N-. */
export const BlogPostFrontmatter = z.strictObject({
  /** Order in the list, from 1; post 1 is the featured article. */
  id: z.number().int().min(1),
  /** Post title. */
  title: text,
  /** Two sentences shown on the card and searched by the filter. */
  excerpt: text,
  /** Author's name. */
  author: text,
  /** Reading time in minutes, at about 200 words a minute. */
  readTime: minutes,
  /** Tags, searched by the filter. */
  tags: z.array(z.enum(blogTags)).min(1),
  /** Placeholder image path. */
  imageUrl: placeholderImage,
  /** Publication date, YYYY-MM-DD. */
  publishedAt: z.iso.date(),
  /** Blog category it is listed and counted under. */
  category: BlogCategoryField,
})

/** An illustrative success story: content/stories/N-slug.yaml. */
export const SuccessStory = z.strictObject({
  /** Order on the page, from 1. */
  id: z.number().int().min(1),
  /** First name and initial. */
  name: text,
  /** Role now, e.g. 'Freelance web builder'. */
  role: text,
  /** Three or four sentences: where they started and what they did. */
  story: text,
  /** The headline result. */
  achievement: text,
  /** How long it took, e.g. '3 months'. */
  timeframe: text,
  /** Projects they built. */
  projects: textList,
  /** A one-sentence quote. */
  testimonial: text,
  /** Placeholder portrait path. */
  image: placeholderImage,
  /** Skills they gained. */
  skills: textList,
})

/** A site page such as the privacy policy: content/legal/N-slug.md. */
export const LegalPageFrontmatter = z.strictObject({
  /** The URL path without the slash, e.g. 'privacy' for /privacy: one of LEGAL_SLUGS in lib/paths.ts, which routes them. */
  slug: z.enum(LEGAL_SLUGS),
  /** Page heading. */
  title: text,
  /** Meta description. */
  description: text,
  /** Date of the last change, YYYY-MM-DD, shown under the heading. */
  updated: z.iso.date(),
})

// ---------------------------------------------------------------------------
// Small collections: one YAML file each under content/site/.

/** content/site/home.yaml: texts of the home page that are not sections. */
export const HomeContent = z.strictObject({
  /** Hero subtitle under 'From Zero to Vibe'. */
  heroSubtitle: text,
  /** Paragraphs of the 'What is Vibe Coding?' block. */
  whatIsVibeCoding: textList,
  /** The sample prompt in the copyable box. */
  samplePrompt: text,
})

/** content/site/comparison.yaml: the vibe-versus-traditional table, in display order. */
const ComparisonRow = z.strictObject({
  /** Row label: Primary Goal, Core Skill Required, ... */
  characteristic: text,
  /** The vibe coding cell. */
  vibe: text,
  /** The traditional coding cell. */
  traditional: text,
})
export const ComparisonTable = z.array(ComparisonRow).length(6)

/** content/site/clear-framework.yaml: the five CLEAR cards of section 6, in order. */
const ClearCard = z.strictObject({
  /** One capital letter: C, L, E, A or R. */
  letter: z.string().regex(/^[A-Z]$/),
  /** Word the letter stands for. */
  title: text,
  /** One or two sentences on using it in a prompt. */
  description: text,
  /** Card colour. */
  color: Tone,
})
export const ClearFramework = z.array(ClearCard).length(5)

/** content/site/faq.yaml: the help page's questions, three groups of three. */
const FaqGroup = z.strictObject({
  /** Group heading: Getting Started, Technical Support, Community. */
  category: text,
  /** Questions with their answers. */
  entries: z
    .array(
      z.strictObject({
        /** The question as a learner would ask it. */
        question: text,
        /** A complete, plain answer. */
        answer: text,
      }),
    )
    .length(3),
})
export const Faq = z.array(FaqGroup).length(3)

/** content/site/support.yaml: how learners reach help. */
export const SupportContent = z.strictObject({
  /** Address shown on the help page and in the contact failure message. */
  email: z.email(),
  /** The three 'How We Can Help' cards. */
  options: z
    .array(
      z.strictObject({
        /** Card title: Email Support, Community Help, Documentation. */
        title: text,
        /** One or two sentences. */
        description: text,
        /** Badge: Recommended, Popular, Self-Service. */
        badge: text,
        /** Response time: 'Within 24 hours', 'Active discussions', 'Instant access'. */
        responseTime: text,
        /** Where the card's link goes (mailto:, or a path on this site). */
        href: text,
        /** The link's text. */
        linkLabel: text,
      }),
    )
    .length(3),
})

/** content/site/claims.yaml: every number and claim shown on /landing and /success-stories. */
export const Claims = z.strictObject({
  /** Learner count shown on the landing page, e.g. '10,000+'. (The numbers of sections and projects are counted from the content.) */
  learners: text,
  /** Length of the suggested journey in days. */
  journeyDays: z.number().int().positive(),
  /** Statistics row on /success-stories, in order. */
  storyStats: z
    .array(
      z.strictObject({
        /** Label, e.g. 'Active Learners'. */
        label: text,
        /** Value as shown, e.g. '12,000+'. */
        value: text,
      }),
    )
    .length(4),
})

/** content/site/projects-page.yaml: the parts of /projects around the cards. */
export const ProjectsPageContent = z.strictObject({
  /** Projects announced but not ready; the 'Coming Soon' block hides while this is empty. */
  comingSoon: z.array(z.strictObject({ /** Name. */ title: text, /** One sentence. */ description: text })),
  /** The order we suggest, one line per project. */
  recommendedSequence: textList,
  /** What a learner can do after all five. */
  learningOutcomes: textList,
})

/** content/site/landing.yaml: the /landing page. */
export const LandingContent = z.strictObject({
  /** Headline of the hero. */
  headline: text,
  /** Sentence under the headline. */
  subheadline: text,
  /** Title for the document and og:title. */
  metaTitle: text,
  /** og:description and meta description. */
  metaDescription: text,
  /** What a learner has after 30 days, one line each. */
  outcomes: textList,
  /** The 3-step 'Vibe Method'. */
  method: z.array(z.strictObject({ /** Step name. */ title: text, /** One or two sentences. */ description: text })).length(3),
  /** Three short testimonials (illustrative). */
  testimonials: z.array(z.strictObject({ /** Quote. */ quote: text, /** Name. */ name: text, /** Role. */ role: text })).length(3),
})

/** content/site/glossary.yaml: the /glossary page, one entry per term, in A to Z order. */
const GlossaryEntry = z.strictObject({
  /** The term as the glossary heads it ('HTML', 'checkpoint'); its entry's id on /glossary is the term's slug ('front-end'). */
  term: text,
  /** Other forms a lesson may use ('checkpoints'); a lower-case word also counts with a capital first letter. */
  forms: z.array(text).optional(),
  /** One to three short, plain sentences for someone who has never coded. The one definition on the site besides the lesson that teaches it. */
  definition: text,
  /** The lesson part that teaches the term: a path on this site, with an optional #heading ('/section2#step-6-undo-a-change-and-go-back-to-an-older-version'). */
  learnMore: z.string().regex(/^\/[a-z0-9/-]*(?:#[a-z0-9-]+)?$/, 'a path on this site, like /section2#step-7-publish-your-project'),
})
export const Glossary = z
  .array(GlossaryEntry)
  .min(1)
  .superRefine((entries, context) => {
    const seen = new Set<string>()
    for (const [index, { term, forms = [] }] of entries.entries()) {
      for (const word of [term, ...forms]) {
        const key = word.toLowerCase()
        if (seen.has(key))
          context.addIssue({ code: 'custom', path: [index, 'term'], message: `"${word}" is listed twice; define each term once` })
        seen.add(key)
      }
    }
  })

/** content/site/changelog.yaml: one entry per day the course changed, shown on /changes and in its feed. */
const ChangelogEntry = z.strictObject({
  /** The day the change went live, YYYY-MM-DD; it is also the entry's id on /changes (/changes#2026-11-27). */
  date: z.iso.date(),
  /** A short headline in plain words ('New: reading what the Agent changed'). */
  title: text,
  /** What changed, one short sentence each; `code`, **bold** and [links](/section4) allowed, as in a knowledge check. */
  changes: textList,
})
export const Changelog = z
  .array(ChangelogEntry)
  .min(1)
  .superRefine((entries, context) => {
    for (const [index, entry] of entries.entries()) {
      const earlier = entries[index - 1]
      if (earlier && entry.date >= earlier.date)
        context.addIssue({
          code: 'custom',
          path: [index, 'date'],
          message: `${entry.date} must be older than the entry above it (${earlier.date}): newest first, one entry per day`,
        })
    }
  })
