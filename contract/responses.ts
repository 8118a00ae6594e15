import { accountAddress, accountOrder, customer } from './account'
import { banner, menu, product, productVariant, redirect, redirectTableVersion, taxon } from './catalogue'
import { cmsBlock, cmsPage, cmsSection, faqItem } from './cms'
import { company } from './company'
import { attributeValues, menuSuggestions, productCollection, taxonTree, variantSuggestions } from './discovery'
import { giftCard } from './gift-cards'
import { hydraCollection } from './hydra'
import { claim } from './claims'
import { productReview, productReviewList, reviewInvitation } from './reviews'
import {
  expectedDeliveryInfo,
  order,
  orderDocument,
  paymentMethod,
  paymentQr,
  paymentRedirect,
  shippingMethod,
} from './order'

/**
 * The answers the storefront reads from the shop API, by name. Calls name their schema (`schema: 'product'`);
 * answers are checked against it on the server, where every page is first rendered, and trusted in the
 * browser, which then ships no schema code at all (docs/decisions/009-client-javascript-budget.md).
 */
export const responseSchemas = {
  product,
  productList: hydraCollection(product),
  productCollection,
  productVariant,
  variantList: hydraCollection(productVariant),
  taxon,
  taxonTree,
  attributeValues,
  menu,
  bannerList: hydraCollection(banner),
  cmsPage,
  cmsPageList: hydraCollection(cmsPage),
  cmsBlock,
  cmsSectionList: hydraCollection(cmsSection),
  faqList: hydraCollection(faqItem),
  redirectPage: hydraCollection(redirect),
  redirectTableVersion,
  variantSuggestions,
  menuSuggestions,
  order,
  shippingMethodList: hydraCollection(shippingMethod),
  paymentMethodList: hydraCollection(paymentMethod),
  paymentMethod,
  paymentRedirect,
  expectedDeliveryInfo,
  orderDocumentList: hydraCollection(orderDocument),
  paymentQr,
  customer,
  accountOrderList: hydraCollection(accountOrder),
  accountAddress,
  accountAddressList: hydraCollection(accountAddress),
  claimList: hydraCollection(claim),
  company,
  productReview,
  productReviewList,
  reviewInvitation,
  giftCard,
}
