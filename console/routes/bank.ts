import { createRoute } from '@tanstack/react-router'
import { BankScreen } from '../features/bank/BankScreen'
import { rootRoute } from './__root'

/** The bank statement import: a file in, the pairing result out; each pair pays its order at once. */
export const bankRoute = createRoute({ getParentRoute: () => rootRoute, path: '/vypisy', component: BankScreen })
