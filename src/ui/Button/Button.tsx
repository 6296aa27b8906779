import type { Ref } from 'react'
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import styles from './Button.module.css'

export interface ButtonProps extends AriaButtonProps {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'outline-inverse' | 'icon' | 'icon-inverse' | 'quiet'
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      className={(state) =>
        [styles.button, typeof className === 'function' ? className(state) : className].filter(Boolean).join(' ')
      }
    />
  )
}
