import { mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// Each file starts a real IdP on a free loopback port in its hooks: no mocks, nothing slow.
export default mergeConfig(shared, {})
