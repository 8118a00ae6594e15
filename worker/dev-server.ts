/** True under `vite dev` only (vitest also sets DEV, with MODE "test"): unlocks development tools. */
export const IS_VITE_DEV = import.meta.env.DEV && import.meta.env.MODE !== 'test'
