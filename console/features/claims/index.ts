/** The claims' public surface for other console features: today's queue shows their panel. */
export { ClaimsQueuePanel } from './ClaimsQueuePanel'
