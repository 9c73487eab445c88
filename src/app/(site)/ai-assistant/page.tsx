import type { Metadata } from 'next'

import { AssistantChat } from '@/components/Assistant/lazy.client'
import { AssistantLayout } from '@/components/Assistant/AssistantLayout'
import { AssistantTopics } from '@/components/Assistant/AssistantTopics'
import { HeroHeader } from '@/components/Page/HeroHeader'
import { PageShell } from '@/components/Page/PageShell'

export const metadata: Metadata = {
  title: 'AI Assistant',
  description:
    "Ask KAIRO's assistant about the music, buying and downloading tracks, and the story.",
}

/** The AI assistant page (spec §2): the chat, open to everyone. */
export default function AiAssistantPage() {
  return (
    <PageShell>
      <AssistantLayout
        hero={
          <HeroHeader kicker="KAIRO · Ask anything" title="AI ASSISTANT" size="md">
            <p>
              The music, the drops, downloads and the story behind it all: ask and get an answer in
              seconds, any hour.
            </p>
          </HeroHeader>
        }
        chat={<AssistantChat />}
        topics={<AssistantTopics />}
      />
    </PageShell>
  )
}
