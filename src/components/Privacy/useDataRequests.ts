import { useCallback, useEffect, useState } from 'react'

import { errorMessage } from '@/components/Form/errorMessage'
import { apiFetch } from '@/lib/api/client'

import { DATA_REQUESTS_POLL_MS, type DataRequest, shouldPoll, withRequest } from './dataRequests'

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; requests: DataRequest[] }

const listRequests = () => apiFetch<DataRequest[]>('/api/user/data-requests')

/**
 * The member's export and deletion requests. While one is pending or processing, the list is
 * asked for again every 2 s, so 'Preparing…' turns into 'Ready' without a reload.
 */
export function useDataRequests() {
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    listRequests().then(
      (requests) => live && setState({ status: 'ready', requests }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    )
    return () => {
      live = false
    }
  }, [attempt])

  const polling = state.status === 'ready' && shouldPoll(state.requests)

  useEffect(() => {
    if (!polling) return
    let live = true
    const timer = setInterval(() => {
      // A failed poll keeps the list as it was; the next tick tries again.
      listRequests().then(
        (requests) => live && setState({ status: 'ready', requests }),
        () => undefined,
      )
    }, DATA_REQUESTS_POLL_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [polling])

  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  /** POST /api/user/data-export; the new request joins the list at once (and starts the polling). */
  const requestExport = useCallback(async () => {
    const { request } = await apiFetch<{ request: DataRequest }>('/api/user/data-export', {
      method: 'POST',
    })
    setState((prev) => ({
      status: 'ready',
      requests: withRequest(prev.status === 'ready' ? prev.requests : [], request),
    }))
  }, [])

  return { state, retry, requestExport, polling }
}
