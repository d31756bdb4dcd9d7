import { mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// The lock race starts 25 Node processes and the PostgreSQL tests a cluster: seconds on a loaded machine.
export default mergeConfig(shared, { test: { hookTimeout: 60_000, testTimeout: 90_000 } })
