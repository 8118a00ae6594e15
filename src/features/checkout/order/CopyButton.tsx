import { useState } from 'react'
import { useT } from '../../../lib/services'

/**
 * Copies a value the shopper would otherwise retype into their bank's form (an account, an amount, a symbol). The
 * value stays written beside it, so without a clipboard (an old browser, a refusal) nothing is lost.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT()
  const [copied, setCopied] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <button type="button" className="copy-button" aria-label={label} onClick={() => void copy()}>
      {t('thankYou.transfer.copy')}
      <span className="copy-button__done" role="status">
        {copied ? ` ✓ ${t('thankYou.transfer.copied')}` : ''}
      </span>
    </button>
  )
}
