/** Search engine and social crawlers: they get whole pages and never see error UI (docs/product.md#errors). */
const CRAWLER =
  /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|applebot|seznambot|headlesschrome\/.*\bbot/i

export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent)
}
