import { useData } from '../../frame/use-page-context.tsx'
import type { PromptBuilderData } from './clear-prompt.ts'
import PromptBuilderForm from './prompt-builder-form.island.tsx'

/** The page's prompt builder, prefilled from its data (prompt-builder.server.ts), where the page has one. */
export function PromptBuilder() {
  const { promptBuilder } = useData<{ promptBuilder?: PromptBuilderData }>()
  if (!promptBuilder) return null
  return <PromptBuilderForm {...promptBuilder} />
}
