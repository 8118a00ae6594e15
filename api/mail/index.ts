/**
 * E-mail for the shop API: an outbox in D1, delivery through the configured provider (Postmark's HTTP API, or
 * the local sandbox mailbox speaking it), and the shop's Czech templates. Request handlers call `queueAndSend`
 * (or `queueMail`, or `prepareMail` inside their own batch); the cron calls `deliverOutbox`.
 */
export { deliverOutbox, MAX_ATTEMPTS, prepareMail, queueAndSend, queueMail, type MailContext } from './outbox'
export { MAIL_RETENTION_DAYS, purgeOldMails } from './outbox-db'
export {
  renderMail,
  type MailHeaders,
  type MailParams,
  type MailRequest,
  type MailTemplate,
  type OrderConfirmationParams,
  type WatchdogAlertParams,
} from './templates'
