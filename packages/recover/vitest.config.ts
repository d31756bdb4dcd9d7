import shared from '../../vitest.shared.js'

// Pure functions, and the built tool (dist/cli.js) run in a child process: Node, no DOM.
export default shared
