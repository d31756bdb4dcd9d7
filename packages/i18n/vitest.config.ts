import shared from '../../vitest.shared.js'

// Plain tables and pure functions: Node, no DOM.
export default shared
