import { forwardRef } from 'react'
import { type ElementProps, UiElement } from './UiElement.js'

export type ConnectButtonProps = ElementProps

/** `<portico-connect-button>` bound to the provider's config. */
export const ConnectButton = forwardRef<HTMLElement, ConnectButtonProps>((props, ref) => (
  <UiElement props={props} tagName="portico-connect-button" ref={ref} />
))
ConnectButton.displayName = 'ConnectButton'
