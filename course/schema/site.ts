/**
 * The small collections: one YAML file each under content/site/ (home,
 * comparison, CLEAR cards, FAQ, support, claims, the projects page, the
 * landing page). Each field carries a doc comment, so an editor reading this
 * file knows what to write; a bad file fails the build with its path, the
 * field and what was expected (course/load.ts).
 */
import { z } from 'zod'
import { Tone, text, textList } from './fields.ts'

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
