'use client'

import { SiteLink } from '@/components/Link/SiteLink.client'
import { Fragment } from 'react'
import styled from 'styled-components'

import { splitReply } from './replyLinks'
import { theme } from '@/styles/theme'

/** A reply as text, its site paths as links: never parsed as HTML. */
export function ReplyText({ text }: { text: string }) {
  return splitReply(text).map((segment, index) =>
    segment.kind === 'link' ? (
      <ReplyLink key={index} href={segment.href}>
        {segment.text}
      </ReplyLink>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  )
}

const ReplyLink = styled(SiteLink)`
  color: ${theme.colors.accentText};
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 2px;
    border-radius: 2px;
  }
`
