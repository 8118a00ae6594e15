/**
 * A star rating drawn in CSS (src/styles/stars.css): five stars filled to the nearest half. `label` is what a
 * screen reader says ("Hodnocení 4,5 z 5"); the drawing itself is decoration.
 */
export function Stars({ rating, label, size = 'small' }: { rating: number; label: string; size?: 'small' | 'large' }) {
  const halves = Math.max(0, Math.min(10, Math.round(rating * 2)))
  return <span className={`stars stars--${halves} stars--${size}`} role="img" aria-label={label} />
}

/** A rating as Czech text writes it: one decimal with a comma, none for whole numbers ("4,5", "5"). */
export function formatRating(rating: number): string {
  const rounded = Math.round(rating * 10) / 10
  return String(rounded).replace('.', ',')
}
