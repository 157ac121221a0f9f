import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast-store'
import { cn } from '@/lib/cn'

export interface CopyButtonProps {
  /** What is copied. Nothing to copy disables the button. */
  value: string
  /** The id of what the button copies (its label), read to assistive technology as the description. */
  describedBy?: string
  className?: string
}

/** 'Copy': puts a value on the clipboard and says so for a moment; a refusal gets an error toast. */
export function CopyButton({ value, describedBy, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch (error) {
      toast({
        kind: 'error',
        title: 'Could not copy',
        message: `The browser refused the clipboard (${error instanceof Error ? error.name : String(error)}). Select the text and copy it yourself.`,
      })
    }
  }

  return (
    <Button
      type="button"
      look="flat"
      size="sm"
      aria-label="Copy"
      aria-describedby={describedBy}
      disabled={!value}
      onClick={() => void copy()}
      className={cn('min-w-18', className)}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  )
}
