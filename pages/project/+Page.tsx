import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { listMessages } from '../../lib/i18n/catalogues/lists.ts'
import { ProjectLesson } from '../../renderer/components/project-lesson.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const {
    id,
    count,
    title,
    description,
    difficulty,
    duration,
    skills,
    features,
    color,
    aiPrompt,
    ownPromptRequirements,
    checks,
    planLabel,
    previous,
    next,
    check,
    back,
  } = useData<Data>()
  const t = useMessages(lessonMessages)
  const list = useMessages(listMessages)
  return (
    <ProjectLesson
      color={color}
      back={back}
      kicker={t.learningProjectOf(id, count)}
      title={title}
      description={description}
      duration={duration}
      difficulty={<span className="badge badge-tone">{list[`effort:${difficulty}`]}</span>}
      skills={skills}
      features={features}
      prompt={{
        title: t.magicPromptTitle,
        text: aiPrompt,
        hint: t.magicPromptHint,
      }}
      requirements={ownPromptRequirements}
      checks={checks?.length ? { lesson: `project${id}`, items: checks } : undefined}
      planLabel={planLabel}
      checkIds={check.questions.map((question) => question.id)}
      sequence={{ label: t.learningProjects, previous, next }}
    />
  )
}
