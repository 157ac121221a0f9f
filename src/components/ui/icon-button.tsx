import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { Button, type ButtonProps } from './button'
import { Tooltip } from './tooltip'

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label' | 'title'> {
  /** Accessible name, title and tooltip. */
  label: string
  /** Show a tooltip with the label. @defaultValue true */
  tooltip?: boolean
  side?: ComponentProps<typeof Tooltip>['side']
}

/** A square button showing only an icon; its label names it for everyone. */
export function IconButton({
  label,
  tooltip = true,
  side,
  className,
  size = 'md',
  look = 'ghost',
  ...props
}: IconButtonProps) {
  const button = (
    <Button
      aria-label={label}
      title={tooltip ? undefined : label}
      look={look}
      size={size}
      className={cn(size === 'sm' ? 'size-7 px-0' : 'size-9 px-0', className)}
      {...props}
    />
  )
  return tooltip ? (
    <Tooltip content={label} side={side}>
      {button}
    </Tooltip>
  ) : (
    button
  )
}
