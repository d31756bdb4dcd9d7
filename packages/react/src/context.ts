import type { Config } from '@portico/core'
import { createContext } from 'react'

/** The config the nearest `PorticoProvider` holds. */
export const PorticoContext = createContext<Config | undefined>(undefined)
