import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import {
  customerUpdateInput,
  loginInput,
  passwordChangeInput,
  registrationInput,
  resetConfirmInput,
  resetRequestInput,
} from '../../contract/account'
import { iri } from '../../contract/iri'
import { sendAccountMail } from '../auth/account-mail'
import {
  createAccountToken,
  insertAccountToken,
  newAccountToken,
  peekAccountToken,
  useAccountToken,
} from '../auth/account-tokens'
import { clientAddress, clientCheck, limitClient } from '../auth/client-limit'
import { hashPassword, verifyPassword } from '../auth/password'
import { type Check, clear, hit, LIMITS } from '../auth/rate-limit'
import { issueAccessToken, requireCustomer } from '../auth/session'
import { expireResetTokens } from '../db/account-tokens'
import {
  customerWithoutUser,
  fillRegistrant,
  findUserByEmail,
  findUserById,
  insertCustomer,
  insertShopUser,
  markVerified,
  resetPassword,
  setPassword,
  updateCustomerDetails,
  type UserRow,
} from '../db/customers'
import { confirmCustomerSubscriptionStatements, customerSubscriptionStatements } from '../db/newsletter'
import { setReviewInvitations } from '../db/reviews'
import { deleteSession, deleteSessionsOf } from '../db/sessions'
import { consentProof } from '../domain/newsletter'
import type { ApiEnv } from '../env'
import { afterAnswer } from '../http/after-answer'
import { NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../http/errors'
import { embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { jsonLd } from './respond'

/** Accounts (docs/shop-api.md#accounts): login, registration, the customer, password change, verification and reset. */

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

function customerView(row: UserRow) {
  return item('Customer', iri('customers', row.id), {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    subscribedToNewsletter: row.subscribed_to_newsletter === 1,
    reviewInvitations: row.review_invitations === 1,
    verified: row.verified_at !== null,
    // Sylius's Customer fields (decision 033): the shop asks for no gender or birthday; accounts are never disabled
    fullName: [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
    gender: 'u',
    birthday: null,
    defaultAddress: row.default_address_id === null ? null : iri('addresses', row.default_address_id),
    // the shop user is the customer's own row (shop_users is keyed by customer id), embedded as Sylius does
    user: embedded('ShopUser', iri('shop-users', row.id), { verified: row.verified_at !== null, enabled: true }),
  })
}

/** The caller's own customer; another customer's id is 404 (docs/shop-api.md#accounts). */
async function ownCustomer(c: Context<ApiEnv>, id: number): Promise<UserRow> {
  const customerId = requireCustomer(c)
  if (customerId !== id) throw new NotFoundError()
  const row = await findUserById(c.env.DB, id)
  if (!row) throw new NotFoundError()
  return row
}

const idParam = z.object({ id: z.coerce.number().check(z.int(), z.positive()) })
const tokenParam = z.object({ token: z.string().check(z.minLength(10), z.maxLength(128)) })

/**
 * The password-guessing counters of an account (decision 013): per client, so one client cannot lock the
 * owner out, and across all clients, so many addresses cannot guess one password without bound.
 */
function passwordChecks(c: Context<ApiEnv>, email: string): Check[] {
  return [
    { key: `login:${email}:${clientAddress(c) ?? 'unknown'}`, limit: LIMITS.loginPerAccountAndClient },
    { key: `login:${email}`, limit: LIMITS.loginPerAccount },
  ]
}

/** Counts a password attempt before the password is checked: of concurrent attempts, only the first 5 are. */
async function countPasswordAttempt(c: Context<ApiEnv>, email: string, checks: Check[] = []): Promise<void> {
  const verdict = await hit(c.env.DB, [...checks, ...passwordChecks(c, email)])
  if (!verdict.allowed) {
    throw new TooManyRequestsError(
      'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím znovu za 15 minut.',
      verdict.retryAfter,
    )
  }
}

async function login(c: Context<ApiEnv>, input: z.infer<typeof loginInput>): Promise<Response> {
  const email = normalizeEmail(input.email)
  await countPasswordAttempt(c, email, clientCheck(c, 'login'))
  const user = await findUserByEmail(c.env.DB, email)
  // verified either way, so the answer takes as long for an unknown e-mail as for a wrong password
  const valid = await verifyPassword(input.password, user?.password_hash ?? null)
  if (!user || !valid) throw new UnauthorizedError('Invalid credentials.')
  // the owner is in: their attempts start again (the client's own login counter stays)
  await clear(
    c.env.DB,
    passwordChecks(c, email).map((check) => check.key),
  )
  c.header('cache-control', 'no-store')
  return c.json({ token: await issueAccessToken(c.env, user.id), customer: iri('customers', user.id) })
}

async function requestReset(c: Context<ApiEnv>, emailInput: string): Promise<Response> {
  await limitClient(c, 'resetRequest')
  const email = normalizeEmail(emailInput)
  // The same 202 after the same work whatever happens: whether the e-mail has an account (a token, a mail) is
  // looked into after the answer, so neither the answer nor its timing tells anybody (decision 013).
  await afterAnswer(c, async function sendResetLink() {
    const verdict = await hit(c.env.DB, [{ key: `reset:${email}`, limit: LIMITS.resetRequestPerAccount }])
    if (!verdict.allowed) return
    const user = await findUserByEmail(c.env.DB, email)
    if (!user) return
    const token = await createAccountToken(c.env.DB, user.id, 'password_reset')
    await sendAccountMail(c, user.email, 'password-reset', { token })
  })
  return c.body(null, 202)
}

async function confirmReset(
  c: Context<ApiEnv>,
  token: string,
  input: z.infer<typeof resetConfirmInput>,
): Promise<Response> {
  const hash = await hashPassword(input.newPassword)
  const proof = await consentProof(c, 'confirmation_link')
  const customerId = await useAccountToken(c.env.DB, token, 'password_reset', (id, guard) => [
    resetPassword(c.env.DB, id, hash, guard),
    // the reset link proves the address as the verification link does: a Drinksletter asked for starts now
    ...confirmCustomerSubscriptionStatements(c.env.DB, id, proof, guard),
    // every other reset link of the account stops working
    expireResetTokens(c.env.DB, id, guard),
    // and every session: whoever held a token (or the old password) is out
    deleteSessionsOf(c.env.DB, id, { guard }),
  ])
  if (customerId === null) throw new NotFoundError('Password reset token is invalid or has expired.')
  const user = await findUserById(c.env.DB, customerId)
  if (user) {
    await clear(
      c.env.DB,
      passwordChecks(c, user.email).map((check) => check.key),
    )
    await sendAccountMail(c, user.email, 'password-changed', {})
  }
  return c.body(null, 202)
}

async function verify(c: Context<ApiEnv>, token: string): Promise<Response> {
  const proof = await consentProof(c, 'confirmation_link')
  const customerId = await useAccountToken(c.env.DB, token, 'verification', (id, guard) => [
    markVerified(c.env.DB, id, guard),
    // a Drinksletter asked for at registration or in the settings starts now: the verified address is its double opt-in
    ...confirmCustomerSubscriptionStatements(c.env.DB, id, proof, guard),
  ])
  if (customerId === null) throw new NotFoundError('The verification token is invalid or has expired.')
  return c.body(null, 202)
}

async function resendVerification(c: Context<ApiEnv>): Promise<Response> {
  const customerId = requireCustomer(c)
  await limitClient(c, 'verificationResend')
  const user = await findUserById(c.env.DB, customerId)
  if (user && user.verified_at === null) {
    const token = await createAccountToken(c.env.DB, user.id, 'verification')
    await sendAccountMail(c, user.email, 'account-verification', { token })
  }
  return c.body(null, 202)
}

export const account = new Hono<ApiEnv>()
  .post('/authentication-token', valid('json', loginInput), (c) => login(c, c.req.valid('json')))
  .post('/customers/token', valid('json', loginInput), (c) => login(c, c.req.valid('json')))
  .post('/customers', valid('json', registrationInput), async function register(c) {
    await limitClient(c, 'registration')
    const input = c.req.valid('json')
    const email = normalizeEmail(input.email)
    // No account enumeration, also by timing: a taken e-mail gets the same answer after the same work (a password
    // hash, one batch of the same statements, one mail), and its owner learns of the attempt by e-mail.
    const hash = await hashPassword(input.password)
    const verification = await newAccountToken()
    const db = c.env.DB
    const withoutUser = customerWithoutUser(email)
    const [, , , inserted] = await db.batch([
      insertCustomer(db, email),
      // a customer who already has an account keeps their data; a guest's becomes the registered one
      fillRegistrant(db, withoutUser, input),
      insertAccountToken(db, verification.hash, withoutUser, 'verification'),
      // the Drinksletter box is the account's own wish (fillRegistrant): nothing happens to the address's subscription
      // until the verification link proves it is theirs (api/db/newsletter.ts)
      insertShopUser(db, email, hash),
    ])
    if (inserted?.meta.changes === 1)
      await sendAccountMail(c, email, 'account-verification', { token: verification.token })
    else await sendAccountMail(c, email, 'account-exists', {})
    return c.body(null, 204)
  })
  .get('/customers/:id', valid('param', idParam), async function showCustomer(c) {
    c.header('cache-control', 'private, no-store')
    return jsonLd(c, customerView(await ownCustomer(c, c.req.valid('param').id)))
  })
  .put('/customers/:id', valid('param', idParam), valid('json', customerUpdateInput), async function updateCustomer(c) {
    const row = await ownCustomer(c, c.req.valid('param').id)
    const input = c.req.valid('json')
    await updateCustomerDetails(c.env.DB, row.id, {
      firstName: input.firstName ?? row.first_name,
      lastName: input.lastName ?? row.last_name,
      phoneNumber: input.phoneNumber === undefined ? row.phone_number : input.phoneNumber,
    })
    // the Drinksletter with its proof of consent, as the account's subscribe and unsubscribe calls do; before the
    // e-mail is verified only the account's wish is kept (the answer shows it with `verified: false`)
    if (input.subscribedToNewsletter !== undefined) {
      await c.env.DB.batch(
        customerSubscriptionStatements(
          c.env.DB,
          row.id,
          input.subscribedToNewsletter,
          await consentProof(c, 'account'),
        ),
      )
    }
    // the review invitation's consent (decision 061); turning it off also withdraws the checkout's
    if (input.reviewInvitations !== undefined)
      await c.env.DB.batch(setReviewInvitations(c.env.DB, row.id, input.reviewInvitations))
    c.header('cache-control', 'private, no-store')
    return jsonLd(c, customerView((await findUserById(c.env.DB, row.id))!))
  })
  .put(
    '/customers/:id/password',
    valid('param', idParam),
    valid('json', passwordChangeInput),
    async function changePassword(c) {
      const row = await ownCustomer(c, c.req.valid('param').id)
      const input = c.req.valid('json')
      // the current password is guessed no faster here than at the login
      await countPasswordAttempt(c, row.email)
      if (!(await verifyPassword(input.currentPassword, row.password_hash))) {
        throw new ValidationError([
          {
            propertyPath: 'currentPassword',
            message:
              c.var.language === 'en'
                ? 'Provided password is different than the current one.'
                : 'Zadané heslo se neshoduje se současným.',
          },
        ])
      }
      const hash = await hashPassword(input.newPassword)
      await c.env.DB.batch([
        setPassword(c.env.DB, row.id, hash),
        // every other session ends (a stolen token among them); the one that proved the current password stays,
        // as the storefront's password form keeps its session and has no way to receive a new token
        deleteSessionsOf(c.env.DB, row.id, { keep: c.var.sessionId ?? undefined }),
      ])
      await clear(
        c.env.DB,
        passwordChecks(c, row.email).map((check) => check.key),
      )
      await sendAccountMail(c, row.email, 'password-changed', {})
      return c.body(null, 204)
    },
  )
  // logout (the storefront's POST /_logout calls it with the bearer before it clears the cookies)
  .delete('/sessions/current', async function logout(c) {
    const customerId = requireCustomer(c)
    if (c.var.sessionId) await deleteSession(c.env.DB, c.var.sessionId, customerId).run()
    c.header('cache-control', 'no-store')
    return c.body(null, 204)
  })
  .post('/account-verification-requests', (c) => resendVerification(c))
  .post('/customers/verify', (c) => resendVerification(c))
  .patch('/account-verification-requests/:token', valid('param', tokenParam), (c) =>
    verify(c, c.req.valid('param').token),
  )
  .patch('/customers/verify/:token', valid('param', tokenParam), (c) => verify(c, c.req.valid('param').token))
  .post('/reset-password-requests', valid('json', resetRequestInput), (c) => requestReset(c, c.req.valid('json').email))
  .post('/customers/reset-password', valid('json', resetRequestInput), (c) =>
    requestReset(c, c.req.valid('json').email),
  )
  .get('/reset-password-requests/:token', valid('param', tokenParam), async function checkResetToken(c) {
    const customerId = await peekAccountToken(c.env.DB, c.req.valid('param').token, 'password_reset')
    if (customerId === null) throw new NotFoundError('Password reset token is invalid or has expired.')
    c.header('cache-control', 'no-store')
    return c.json({ valid: true })
  })
  .patch('/reset-password-requests/:token', valid('param', tokenParam), valid('json', resetConfirmInput), (c) =>
    confirmReset(c, c.req.valid('param').token, c.req.valid('json')),
  )
  .patch('/customers/reset-password/:token', valid('param', tokenParam), valid('json', resetConfirmInput), (c) =>
    confirmReset(c, c.req.valid('param').token, c.req.valid('json')),
  )
