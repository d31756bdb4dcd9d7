// Input validation: zod schemas at the edge, JSON bodies with a nesting bound; 400 `ValidationError` naming the field.
export { jsonBody, maxJsonDepth, ValidationError, validate } from '@portico/server-kit/http'
