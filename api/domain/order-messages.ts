import type { ValidationLanguage } from '../../contract/validation'
import { ValidationError } from '../http/errors'

/** Messages of the cart and checkout rules (docs/shop-api.md#messages), in Czech and English. */
const messages = {
  cs: {
    variantNotFound: 'Varianta produktu {code} neexistuje.',
    insufficientStock: 'Produkt {name} není skladem v požadovaném množství.',
    productDisabled: 'Produkt {name} už není v nabídce.',
    quantityRange: 'Množství musí být mezi 1 a 9999.',
    emptyOrder: 'Prázdnou objednávku nelze zpracovat.',
    couponInvalid: 'Kód kupónu je neplatný.',
    shippingMethodNotFound: 'Způsob dopravy {code} neexistuje.',
    paymentMethodNotFound: 'Způsob platby {code} neexistuje.',
    paymentMethodNotAllowed: 'Způsob platby {name} není s vybranou dopravou dostupný. Zvolte prosím jiný.',
    addressFirst: 'Nejprve vyplňte kontaktní údaje a adresu.',
    shippingFirst: 'Nejprve zvolte způsob dopravy.',
    wrongState:
      'Objednávku nelze dokončit, protože je ve špatném stavu. Aktuální: {state}. Možné přechody: {transitions}.',
    emailRequired: 'Před dokončením objednávky vyplňte e-mail.',
    pickupPointRequired: 'Vyberte výdejní místo.',
    pickupPointUnknown: 'Vybrané výdejní místo neexistuje. Vyberte prosím jiné.',
    pickupPointNotStaffed: 'Zásilky s alkoholem lze vyzvednout jen na výdejním místě s obsluhou.',
    pickupPointUnavailable: 'Výdejní místo se nepodařilo ověřit. Zkuste to prosím za chvíli znovu.',
    addressRequired: 'Pro doručení kurýrem vyplňte adresu.',
    notPayable: 'Tuto objednávku nelze zaplatit online.',
    orderCancelled: 'Objednávka byla zrušena.',
    gatewayUnavailable: 'Platební brána je dočasně nedostupná. Zkuste to prosím za chvíli znovu.',
    emailOfCustomer: 'E-mail přihlášeného zákazníka nelze v objednávce změnit. Změňte ho v nastavení účtu.',
    ageNotVerified:
      'Objednávka obsahuje alkohol. Před jejím dokončením ověřte, že je vám 18 let, přes bankovní identitu.',
  },
  en: {
    variantNotFound: 'The product variant {code} does not exist.',
    insufficientStock: 'The product {name} does not have sufficient stock.',
    productDisabled: 'This product {name} has been disabled.',
    quantityRange: 'Quantity must be between 1 and 9999.',
    emptyOrder: 'An empty order cannot be processed.',
    couponInvalid: 'Coupon code is invalid.',
    shippingMethodNotFound: 'The shipping method with {code} code does not exist.',
    paymentMethodNotFound: 'The payment method with {code} code does not exist.',
    paymentMethodNotAllowed: 'The payment method {name} is not available for this order. Please choose another one.',
    addressFirst: 'Order should be addressed first.',
    shippingFirst: 'Please select a shipping method first.',
    wrongState: 'Cannot complete as order is in a wrong state. Current: {state}. Possible transitions: {transitions}.',
    emailRequired: 'Please enter your email before completing the order.',
    pickupPointRequired: 'Please choose a pickup point.',
    pickupPointUnknown: 'The chosen pickup point does not exist. Please choose another one.',
    pickupPointNotStaffed: 'Parcels with alcohol can only be collected at a staffed pickup point.',
    pickupPointUnavailable: 'The pickup point could not be verified. Please try again in a moment.',
    addressRequired: 'Please enter the address for courier delivery.',
    notPayable: 'This order cannot be paid online.',
    orderCancelled: 'The order has been cancelled.',
    gatewayUnavailable: 'The payment gateway is unavailable at the moment. Please try again shortly.',
    emailOfCustomer:
      "Email can be changed only for guest customers. Once the customer logs in and the cart is assigned, the email can't be changed.",
    ageNotVerified:
      'The order contains alcohol. Verify that you are 18 or older with your bank identity before completing it.',
  },
} as const satisfies Record<ValidationLanguage, Record<string, string>>

export type OrderMessage = keyof (typeof messages)['cs']

export function orderMessage(
  language: ValidationLanguage,
  key: OrderMessage,
  params: Record<string, string | number> = {},
): string {
  return messages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/** A 422 with one violation. */
export function orderViolation(
  language: ValidationLanguage,
  key: OrderMessage,
  params: Record<string, string | number> = {},
  propertyPath = '',
): ValidationError {
  return new ValidationError([{ propertyPath, message: orderMessage(language, key, params), code: key }])
}
