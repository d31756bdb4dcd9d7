import { freshCodeRoutes } from './freshCode.js'

/** Exporting the key: a code to the user's address, which the frame checks here before it shows the key. */
export const exportRoutes = freshCodeRoutes('export')
