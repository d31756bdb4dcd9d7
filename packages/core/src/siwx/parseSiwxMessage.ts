// The sign-in message's text is @portico/siwx's; core keeps its published names.
export { parseSiwxMessage } from '@portico/siwx'
