import type { OperationGroup } from '../operation'

/** Catalogue reads (docs/shop-api.md#catalogue, discovery extras of decision 006): public and cached. */
export const catalogue: OperationGroup = {
  tag: 'Catalogue',
  operations: [
    { route: 'GET /taxons', summary: 'List the top-level taxons (categories)', query: 'taxonListQuery' },
    { route: 'GET /taxons/{code}', summary: 'Show a taxon', output: 'taxon' },
    { route: 'GET /taxons-by-slug/{slug}', summary: 'Show a taxon by its slug (may contain slashes)', output: 'taxon' },
    { route: 'GET /search/taxons/{code}', summary: 'The category tree below a taxon', output: 'taxonTree' },
    {
      route: 'GET /products',
      summary: 'List products with filters, facets and sorting',
      query: 'productListQuery',
      output: 'productCollection',
    },
    { route: 'GET /products/{code}', summary: 'Show a product', output: 'product' },
    { route: 'GET /products-by-slug/{slug}', summary: 'Redirect from a product slug to the product', status: 301 },
    {
      route: 'GET /products-by-slug/{slug}/associations/{type}',
      summary: 'Products associated with a product',
      output: 'productList',
    },
    {
      route: 'GET /products/{code}/attributes',
      summary: "A product's attribute values",
      query: 'attributeValueListQuery',
      output: 'attributeValues',
    },
    { route: 'GET /product-attribute-values/{id}', summary: 'Show an attribute value' },
    { route: 'GET /product-associations/{id}', summary: 'Show a product association' },
    { route: 'GET /product-association-types/{code}', summary: 'Show a product association type' },
    {
      route: 'GET /product-variants',
      summary: 'List variants of products',
      query: 'productVariantListQuery',
      output: 'variantList',
    },
    {
      route: 'GET /product-variants/{code}',
      summary: 'Show a variant with its price and stock',
      output: 'productVariant',
    },
    {
      route: 'GET /search',
      summary: 'Full-text product search',
      query: 'productSearchQuery',
      output: 'productCollection',
    },
    {
      route: 'GET /search/products-variants',
      summary: 'Variant suggestions while typing',
      query: 'variantSuggestionQuery',
      output: 'variantSuggestions',
    },
    // product reviews (decision 061): accepted ones only; written from the invitation's signed link, no login
    {
      route: 'GET /product-reviews',
      summary: "A product's accepted reviews, newest or most helpful first",
      query: 'reviewListQuery',
      output: 'productReviewList',
      beforeLogin: true,
    },
    {
      route: 'GET /product-reviews/{id}',
      summary: 'Show an accepted review',
      output: 'productReview',
      beforeLogin: true,
    },
    {
      route: 'GET /product-review-invitations/{token}',
      summary: 'What the review form shows for a signed link (the product of the received line)',
      output: 'reviewInvitation',
      beforeLogin: true,
    },
    {
      route: 'POST /product-reviews',
      summary: 'Writes a review of a received order line through its signed link; shown once staff accept it',
      input: 'reviewInput',
      output: 'productReview',
      status: 201,
      beforeLogin: true,
    },
    {
      route: 'POST /product-reviews/{id}/helpful',
      summary: 'A "helpful" vote on an accepted review: once per signed-in customer, else once per browser id',
      input: 'reviewVoteInput',
      output: 'productReview',
      status: 201,
    },
    {
      route: 'GET /search/menus',
      summary: 'Menu suggestions while typing',
      query: 'menuSuggestionQuery',
      output: 'menuSuggestions',
    },
  ],
}
