// The frame's settings, written by the service into the page as `<script type="application/json"
// id="portico-frame-config">`: the project, the app page's exact origin, the first chain, the kit's version and
// whether dropped messages are logged.
import * as z from 'zod/mini'

const configSchema = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(128)),
  origin: z.string().check(z.refine((value) => isOrigin(value), 'origin must be scheme://host[:port]')),
  chainId: z.union([z.string().check(z.maxLength(128)), z.number()]),
  version: z.string().check(z.maxLength(64)),
  logger: z.optional(z.union([z.boolean(), z.string(), z.number()])),
})

export type FrameConfig = {
  projectId: string
  /** The app page's exact origin: messages are accepted from it only and answered to it only. */
  origin: string
  chainId: string | number
  version: string
  logger: boolean
}

export const CONFIG_ELEMENT_ID = 'portico-frame-config'

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value && value !== 'null'
  } catch {
    return false
  }
}

/** Parses the config element's JSON; throws when it is missing or does not fit. */
export function parseFrameConfig(text: string | null | undefined): FrameConfig {
  if (!text) throw new Error('The frame config is missing')
  const parsed = configSchema.parse(JSON.parse(text))
  const { logger } = parsed
  return {
    projectId: parsed.projectId,
    origin: parsed.origin,
    // The page's query gives the chain id as text; an eip155 one reads as the number the kit uses.
    chainId:
      typeof parsed.chainId === 'string' && /^\d{1,15}$/.test(parsed.chainId)
        ? Number(parsed.chainId)
        : parsed.chainId,
    version: parsed.version,
    logger: logger === true || logger === 1 || logger === '1' || logger === 'true',
  }
}

export function readFrameConfig(document: Document): FrameConfig {
  return parseFrameConfig(document.getElementById(CONFIG_ELEMENT_ID)?.textContent)
}
