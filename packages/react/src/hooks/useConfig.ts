import type { Config } from '@portico/core'
import { useContext } from 'react'
import { PorticoContext } from '../context.js'
import { PorticoProviderNotFoundError } from '../errors.js'

export type UseConfigReturnType = Config

/** The config of the nearest `PorticoProvider`. */
export function useConfig(): UseConfigReturnType {
  const config = useContext(PorticoContext)
  if (!config) throw new PorticoProviderNotFoundError()
  return config
}
