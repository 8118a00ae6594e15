/**
 * Heureka's "Ověřeno zákazníky" on the storefront (docs/decisions/062-heureka-certification.md): the certificate
 * badge of the footer, loaded after marketing consent. The checkout's opt-out lives in src/features/checkout.
 */
export { HeurekaBadge } from './HeurekaBadge'
