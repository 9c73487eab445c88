'use client'

import dynamic from 'next/dynamic'

/*
 * The chat of the assistant's page, as the page imports it: its own chunk, loaded after the
 * page's first JavaScript. The server still renders it, so the page is complete at once and the
 * chat comes alive when its code lands.
 */
export const AssistantChat = dynamic(() =>
  import('./AssistantChat.client').then((module) => module.AssistantChat),
)
