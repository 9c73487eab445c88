import type { Payload } from 'payload'

import { ASSISTANT_HISTORY_USED } from '@/lib/validation/assistant'

import { loadKnowledge } from './knowledge'
import { type ChatTurn, modelAnswer, modelConfig } from './modelAnswer'
import { searchAnswer } from './searchAnswer'

export type AssistantReply = { message: string; source: 'model' | 'search' }

/**
 * Answers a fan's question from the site's live content: with the language model when one is
 * configured, and from search when none is or when it fails — never with an error.
 */
export const answerQuestion = async (
  payload: Payload,
  question: string,
  history: ChatTurn[] = [],
): Promise<AssistantReply> => {
  const knowledge = await loadKnowledge(payload)
  const config = modelConfig()
  if (config) {
    try {
      const recent = history.filter((turn) => turn.content.trim()).slice(-ASSISTANT_HISTORY_USED)
      const found = knowledge.search(question, 5)
      return {
        message: await modelAnswer(config, knowledge, found, recent, question),
        source: 'model',
      }
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'assistant: model failed; answering from search' })
    }
  }
  return { message: searchAnswer(knowledge, question), source: 'search' }
}
