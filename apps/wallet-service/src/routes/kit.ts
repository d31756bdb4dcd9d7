import { freshCodeRoutes } from './freshCode.js'

/**
 * The emergency kit: a fresh code to the user's address, which the frame checks here before it asks for the
 * recovery password and makes the kit (the file never passes through the service).
 */
export const kitRoutes = freshCodeRoutes('kit')
