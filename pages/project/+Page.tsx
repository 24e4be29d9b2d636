import { ProjectLesson } from '../../renderer/ui/ProjectLesson.tsx'
import { useData } from '../../renderer/usePageContext.tsx'
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
    requirements,
    checks,
    plan,
    previous,
    next,
  } = useData<Data>()
  return (
    <ProjectLesson
      color={color}
      back={{ href: '/section5', label: 'Back to Section 5' }}
      kicker={`Project ${id} of ${count}`}
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
      requirements={requirements}
      checks={checks?.length ? { lesson: `project${id}`, items: checks } : undefined}
      plan={plan}
      sequence={{ label: 'Learning projects', previous, next }}
    />
  )
}
