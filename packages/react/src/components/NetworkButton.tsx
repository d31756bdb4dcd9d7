import { forwardRef } from 'react'
import { type ElementProps, UiElement } from './UiElement.js'

export type NetworkButtonProps = ElementProps

/** `<portico-network-button>` bound to the provider's config. */
export const NetworkButton = forwardRef<HTMLElement, NetworkButtonProps>((props, ref) => (
  <UiElement props={props} tagName="portico-network-button" ref={ref} />
))
NetworkButton.displayName = 'NetworkButton'
