/** Whole days until a bank transfer's deadline (decision 044: 7 days), 0 on its last day, negative after it. */
export function daysLeft(dueAt: string | null | undefined, now = Date.now()): number | null {
  if (!dueAt) return null
  const due = new Date(/^\d{4}-\d\d-\d\d \d/.test(dueAt) ? `${dueAt.replace(' ', 'T')}Z` : dueAt).getTime()
  if (Number.isNaN(due)) return null
  return Math.floor((due - now) / 86_400_000)
}
