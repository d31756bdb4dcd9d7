import type { Hono } from 'hono'
import type { Database } from '../../db/database.js'
import type { ProjectVariables } from '../../middleware/project.js'
import type { OnrampService } from '../../onramp/createOnrampService.js'

/** The project-guarded app every on-ramp route group registers on. */
export type OnrampApp = Hono<{ Variables: ProjectVariables }>

/** What the on-ramp route groups share: the database, the public base URL and the on-ramp service. */
export type OnrampRoutesParameters = {
  db: Database
  baseUrl: () => string
  service: OnrampService
}
