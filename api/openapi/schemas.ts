import * as z from 'zod/mini'
import * as account from '../../contract/account'
import { auditEntryList } from '../../contract/admin/audit'
import { bankStatementImport } from '../../contract/admin/bank'
import { adminClaim, adminClaimList, claimDecideBody, claimReceiveBody } from '../../contract/admin/claims'
import { contentBody, contentImportResult, contentStatus } from '../../contract/admin/content'
import { exportQuery, invoiceRecap, recapQuery } from '../../contract/admin/invoices'
import { adminMe } from '../../contract/admin/me'
import * as adminOrders from '../../contract/admin/orders'
import {
  adminRedirect,
  adminRedirectList,
  redirectBody,
  redirectImportBody,
  redirectImportResult,
} from '../../contract/admin/redirects'
import { adminReview, adminReviewList, reviewRejectBody, reviewReplyBody } from '../../contract/admin/reviews'
import { adminVariant, adminVariantList, variantPatch } from '../../contract/admin/variants'
import * as adminGiftCards from '../../contract/admin/gift-cards'
import * as giftCards from '../../contract/gift-cards'
import * as checkout from '../../contract/checkout'
import { productListQuery, productVariantListQuery } from '../../contract/catalogue'
import { cmsPagesQuery } from '../../contract/cms'
import {
  menuSuggestionQuery,
  productSearchQuery,
  taxonTreeNode,
  variantSuggestionQuery,
} from '../../contract/discovery'
import { constraintViolationList, hydraError } from '../../contract/hydra'
import { newsletterSubscribeInput } from '../../contract/newsletter'
import { address } from '../../contract/order'
import * as claims from '../../contract/claims'
import { contactInput } from '../../contract/contact'
import { responseSchemas } from '../../contract/responses'
import * as reviews from '../../contract/reviews'
import * as watchdog from '../../contract/watchdog'
import { auditQuery } from '../admin/audit'
import { claimListQuery } from '../admin/claims'
import { reviewListQuery as adminReviewListQuery } from '../admin/reviews'
import { adminRedirectListQuery, forceQuery } from '../admin/redirect-admin-input'
import { variantListQuery } from '../admin/variants'
import { addressQuery } from '../resources/addresses'
import { orderListQuery } from '../admin/orders'
import { attributeValueListQuery } from '../resources/attributes'
import { bannerQuery } from '../resources/banners'
import { blocksQuery, sectionsQuery } from '../resources/cms-blocks'
import { menuListQuery } from '../resources/menus'
import { redirectListQuery } from '../resources/redirect-table'
import { taxonListQuery } from '../resources/taxons'

/**
 * The contract's schemas the document names, each becoming `#/components/schemas/<name>`. Names are the
 * contract's own export names, so a reader finds the zod source by searching for the component's name.
 */
export const inputSchemas = {
  loginInput: account.loginInput,
  registrationInput: account.registrationInput,
  customerUpdateInput: account.customerUpdateInput,
  passwordChangeInput: account.passwordChangeInput,
  resetRequestInput: account.resetRequestInput,
  resetConfirmInput: account.resetConfirmInput,
  accountAddressInput: account.accountAddressInput,
  orderCreateInput: checkout.orderCreateInput,
  orderUpdateInput: checkout.orderUpdateInput,
  orderItemAddInput: checkout.orderItemAddInput,
  orderItemChangeInput: checkout.orderItemChangeInput,
  shipmentUpdateInput: checkout.shipmentUpdateInput,
  paymentUpdateInput: checkout.paymentUpdateInput,
  orderCompleteInput: checkout.orderCompleteInput,
  newsletterSubscribeInput,
  contactInput,
  claimInput: claims.claimInput,
  returnableItemsInput: claims.returnableItemsInput,
  claimMessageInput: claims.claimMessageInput,
  watchdogCreateInput: watchdog.watchdogCreateInput,
  watchdogUpdateInput: watchdog.watchdogUpdateInput,
  // the admin API's (decision 029), from contract/admin/ as its answers (decision 052)
  redirectBody,
  redirectImportBody,
  variantPatch,
  contentBody,
  // fulfilment (decision 044)
  orderCancelBody: adminOrders.orderCancelBody,
  paymentCompleteBody: adminOrders.paymentCompleteBody,
  refundBody: adminOrders.refundBody,
  shipmentShipBody: adminOrders.shipmentShipBody,
  shipmentPickUpBody: adminOrders.shipmentPickUpBody,
  shipmentRefuseBody: adminOrders.shipmentRefuseBody,
  // complaints and returns (decision 050)
  claimDecideBody,
  claimReceiveBody,
  // product reviews (decision 061)
  reviewInput: reviews.reviewInput,
  reviewVoteInput: reviews.reviewVoteInput,
  reviewRejectBody,
  reviewReplyBody,
  // gift vouchers (decision 056)
  giftCardOrderInput: giftCards.giftCardOrderInput,
  giftCardIssueBody: adminGiftCards.giftCardIssueBody,
  giftCardVoidBody: adminGiftCards.giftCardVoidBody,
}

/** Query schemas: the contract's, and the paging and filters a resource keeps to itself (no form sends them). */
export const querySchemas = {
  taxonListQuery,
  addressQuery,
  menuListQuery,
  attributeValueListQuery,
  redirectListQuery,
  bannerQuery,
  blocksQuery,
  sectionsQuery,
  productListQuery,
  productSearchQuery,
  productVariantListQuery,
  variantSuggestionQuery,
  menuSuggestionQuery,
  cmsPagesQuery,
  adminRedirectListQuery,
  forceQuery,
  auditQuery,
  adminVariantListQuery: variantListQuery,
  adminOrderListQuery: orderListQuery,
  adminClaimListQuery: claimListQuery,
  invoiceRecapQuery: recapQuery,
  invoiceExportQuery: exportQuery,
  reviewListQuery: reviews.reviewListQuery,
  adminReviewListQuery,
  giftCardListQuery: adminGiftCards.giftCardListQuery,
}

/** The storefront's response schemas (contract/responses.ts) and the few answers only other clients read. */
export const outputSchemas = {
  ...responseSchemas,
  loginAnswer: account.loginAnswer,
  claim: claims.claim,
  // recursive: named, its children refer to it (unnamed, zod would park it in a `__shared` outside components)
  taxonTreeNode,
  // `GET /addresses/{id}`: an entry of the address book, or an order's address (read-only, decision 033)
  addressItem: z.union([account.accountAddress, z.extend(address, { '@id': z.string(), id: z.number() })]),
  hydraError,
  constraintViolationList,
  // the admin API's answers (contract/admin/, decision 052): what its responder checks and the console parses
  adminMe,
  adminRedirect,
  adminRedirectList,
  redirectImportResult,
  adminVariant,
  adminVariantList,
  contentStatus,
  contentImportResult,
  bankStatementImport,
  auditEntryList,
  adminOrder: adminOrders.adminOrder,
  adminOrderList: adminOrders.adminOrderList,
  adminClaim,
  adminClaimList,
  invoiceRecap,
  productReview: reviews.productReview,
  productReviewList: reviews.productReviewList,
  reviewInvitation: reviews.reviewInvitation,
  adminReview,
  adminReviewList,
  // gift vouchers (decision 056): the holder's balance, and staff's list and detail
  giftCard: giftCards.giftCard,
  adminGiftCard: adminGiftCards.adminGiftCard,
  adminGiftCardList: adminGiftCards.adminGiftCardList,
  adminGiftCardDetail: adminGiftCards.adminGiftCardDetail,
}

export type InputName = keyof typeof inputSchemas
export type QueryName = keyof typeof querySchemas
export type OutputName = keyof typeof outputSchemas
