import type { PromotionCouponRow, PromotionRow } from './types.ts'

/**
 * The demo shop's cart promotions (api/domain/promotions.ts reads their rules and actions): free shipping from
 * 1 500 Kč, a standing 10 % off gin, and two coupons — a welcome coupon with plenty of uses and a single-use one.
 */
export function buildPromotions(): { promotions: PromotionRow[]; promotion_coupons: PromotionCouponRow[] } {
  const promotion = (
    id: number,
    code: string,
    cs: string,
    en: string,
    rules: unknown[],
    actions: unknown[],
    couponBased = false,
  ): PromotionRow => ({
    id,
    code,
    enabled: 1,
    priority: couponBased ? 0 : 10,
    exclusive: 0,
    coupon_based: couponBased ? 1 : 0,
    starts_at: null,
    ends_at: null,
    name_cs: cs,
    name_en: en,
    rules: JSON.stringify(rules),
    actions: JSON.stringify(actions),
  })
  return {
    promotions: [
      promotion(
        1,
        'free_shipping_1500',
        'Doprava zdarma od 1 500 Kč',
        'Free shipping from 1,500 CZK',
        [{ type: 'item_total', amount: 150000 }],
        [{ type: 'shipping_percentage_discount', percentage: 100 }],
      ),
      promotion(
        2,
        'gin_week',
        'Týden ginu: −10 % na gin',
        'Gin week: 10 % off gin',
        [],
        [{ type: 'taxon_percentage_discount', taxons: ['gin'], percentage: 10 }],
      ),
      promotion(
        3,
        'welcome_10',
        'Sleva 10 % na první nákup',
        '10 % off your first order',
        [],
        [{ type: 'order_percentage_discount', percentage: 10 }],
        true,
      ),
      promotion(
        4,
        'one_time_200',
        'Jednorázová sleva 200 Kč',
        'One-time 200 CZK off',
        [{ type: 'item_total', amount: 100000 }],
        [{ type: 'order_fixed_discount', amount: 20000 }],
        true,
      ),
    ],
    promotion_coupons: [
      { id: 1, promotion_id: 3, code: 'VITEJTE10', usage_limit: 1000, used: 0, expires_at: null },
      { id: 2, promotion_id: 4, code: 'JEDNORAZOVY', usage_limit: 1, used: 0, expires_at: null },
    ],
  }
}
