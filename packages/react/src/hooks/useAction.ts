import { useCallback, useEffect, useRef, useState } from 'react'

export type ActionStatus = 'idle' | 'pending' | 'success' | 'error'

export type ActionState<T> = {
  status: ActionStatus
  isPending: boolean
  data: T | undefined
  error: Error | undefined
  reset: () => void
}

type State<T> = { status: ActionStatus; data: T | undefined; error: Error | undefined }
const idle = { status: 'idle', data: undefined, error: undefined } as const

/**
 * Tracks one async call for rendering (pending, result, error). The returned function still resolves or
 * throws, so callers decide what to do with a failure.
 */
export function useAction<A extends unknown[], T>(
  action: (...args: A) => Promise<T>,
): [(...args: A) => Promise<T>, ActionState<T>] {
  const [state, setState] = useState<State<T>>(idle)
  const mounted = useRef(true)
  const latest = useRef(0)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const run = useCallback(
    async (...args: A) => {
      const call = ++latest.current
      const settle = (next: State<T>) => mounted.current && call === latest.current && setState(next)
      settle({ status: 'pending', data: undefined, error: undefined })
      try {
        const data = await action(...args)
        settle({ status: 'success', data, error: undefined })
        return data
      } catch (error) {
        settle({ status: 'error', data: undefined, error: error as Error })
        throw error
      }
    },
    [action],
  )
  const reset = useCallback(() => {
    latest.current++
    setState(idle)
  }, [])

  return [run, { ...state, isPending: state.status === 'pending', reset }]
}
