/** Czech plural forms of a count: 1 položka, 2–4 položky, 0 and 5+ položek (the locale keys end with the form). */
export function countForm(count: number): 'one' | 'few' | 'many' {
  if (count === 1) return 'one'
  return count >= 2 && count <= 4 ? 'few' : 'many'
}
