import { learningProjectName } from '../../lib/project-names.ts'
import { ProjectLesson } from '../../renderer/components/project-lesson.tsx'
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
  return (
    <ProjectLesson
      color={color}
      back={back}
      kicker={`${learningProjectName(id)} of ${count}`}
      title={title}
      description={description}
      duration={duration}
      difficulty={<span className="badge badge-tone">{difficulty}</span>}
      skills={skills}
      features={features}
      prompt={{
        title: 'Magic AI Prompt',
        text: aiPrompt,
        hint: "Copy this prompt, paste it into Replit's AI Agent, and watch your project come to life.",
      }}
      requirements={ownPromptRequirements}
      checks={checks?.length ? { lesson: `project${id}`, items: checks } : undefined}
      planLabel={planLabel}
      checkIds={check.questions.map((question) => question.id)}
      sequence={{ label: 'Learning projects', previous, next }}
    />
  )
}
