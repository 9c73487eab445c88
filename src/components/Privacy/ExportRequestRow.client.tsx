'use client'

import styled from 'styled-components'

import { ToneBadge } from '@/components/Primitives/StatusBadge.client'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'

import { type DataRequest, exportState, formatDate } from './dataRequests'
import { theme } from '@/styles/theme'

/** One export: when it was asked for, where it stands, and the archive once it is ready. */
export function ExportRequestRow({ request }: { request: DataRequest }) {
  const state = exportState(request)
  const requested = formatDate(request.createdAt, true)

  return (
    <Row>
      <Head>
        <Requested>
          Requested{' '}
          <time dateTime={request.createdAt} suppressHydrationWarning>
            {requested}
          </time>
        </Requested>
        {state.kind === 'preparing' && <ToneBadge tone="pending">Preparing…</ToneBadge>}
        {state.kind === 'ready' && <ToneBadge tone="success">Ready</ToneBadge>}
        {state.kind === 'expired' && <ToneBadge tone="neutral">Expired</ToneBadge>}
        {state.kind === 'failed' && <ToneBadge tone="failure">Failed</ToneBadge>}
      </Head>
      {state.kind === 'preparing' && (
        <Detail>We are gathering your data. This takes a moment.</Detail>
      )}
      {state.kind === 'ready' && (
        <Ready>
          {/* A plain link: the server answers with an attachment, so the browser saves it. */}
          <DownloadLink href={state.downloadUrl} download>
            Download<VisuallyHidden> the archive requested {requested}</VisuallyHidden>
          </DownloadLink>
          {state.expiresAt && (
            <Detail>
              Available until{' '}
              <time dateTime={state.expiresAt}>{formatDate(state.expiresAt, true)}</time>
            </Detail>
          )}
        </Ready>
      )}
      {state.kind === 'expired' && (
        <Detail>This archive has been removed. Request a new one when you need it.</Detail>
      )}
      {state.kind === 'failed' && <Detail>{state.reason}</Detail>}
    </Row>
  )
}

const Row = styled.li`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${`${theme.space(4)} ${theme.space(4)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
`

const Requested = styled.p`
  margin: 0;
  font-weight: 700;
`

const Detail = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`

const Ready = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${`${theme.space(2)} ${theme.space(4)}`};
`

const DownloadLink = styled.a`
  color: ${theme.colors.accentText};
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: 0.85rem;
  text-underline-offset: 3px;

  &:hover {
    color: ${theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 3px;
    border-radius: 2px;
  }
`
