/**
 * The sandbox storefront's schema: a faithful subset of Shopify's Storefront API (decisions.md,
 * "Storefront port"; docs/adr/0022, ADR 79 for the version). Every type, field, argument and enum value here exists in Shopify's schema
 * with the same type (`schema.test.ts` checks it against the schema `@shopify/hydrogen-react` ships), so a query
 * Shopify's own clients send for products and carts validates and runs, and one asking for anything else fails
 * validation as it would on Shopify. Names of types and fields follow Shopify's exactly, including the root
 * types `QueryRoot` and `Mutation`.
 *
 * Left out on purpose: collections, customers' own queries, cart mutations other than `cartCreate` and the
 * line mutations (`cartLinesAdd`, `cartLinesUpdate`, `cartLinesRemove`: a buyer holding a cart's id can change
 * its lines on Shopify, so the sandbox lets them too; docs/adr/0054), selling
 * plans, metafields, markets, delivery. The country, language and currency enums list all of Shopify's values, as
 * clients send them as variables (`$country: CountryCode = ZZ`). Not formatted by Prettier (no GraphQL tag): it
 * would put each of their 550 values on a line of its own.
 */
export const SANDBOX_SDL = `
  schema {
    query: QueryRoot
    mutation: Mutation
  }

  "Contextualizes data (country, language) for a query or mutation. The sandbox sells in USD only."
  directive @inContext(
    country: CountryCode
    language: LanguageCode
    preferredLocationId: ID
    buyer: BuyerInput
  ) on QUERY | MUTATION

  "An ISO-8601 date and time, e.g. 2024-04-01T12:00:00Z."
  scalar DateTime
  "A decimal number as a string, e.g. 149.0."
  scalar Decimal
  "HTML as a string."
  scalar HTML
  "An RFC 3986 URL."
  scalar URL

  interface Node {
    id: ID!
  }

  interface DisplayableError {
    field: [String!]
    message: String!
  }

  type QueryRoot {
    cart(id: ID!): Cart
    node(id: ID!): Node
    nodes(ids: [ID!]!): [Node]!
    product(handle: String, id: ID): Product
    products(
      after: String
      before: String
      first: Int
      last: Int
      query: String
      reverse: Boolean = false
      sortKey: ProductSortKeys = ID
    ): ProductConnection!
    shop: Shop!
  }

  type Mutation {
    cartCreate(input: CartInput): CartCreatePayload
    cartLinesAdd(cartId: ID!, lines: [CartLineInput!]!): CartLinesAddPayload
    cartLinesRemove(cartId: ID!, lineIds: [ID!]!): CartLinesRemovePayload
    cartLinesUpdate(cartId: ID!, lines: [CartLineUpdateInput!]!): CartLinesUpdatePayload
  }

  type Shop implements Node {
    description: String
    id: ID!
    moneyFormat: String!
    name: String!
    paymentSettings: PaymentSettings!
    primaryDomain: Domain!
  }

  type Domain {
    host: String!
    sslEnabled: Boolean!
    url: URL!
  }

  type PaymentSettings {
    countryCode: CountryCode!
    currencyCode: CurrencyCode!
    enabledPresentmentCurrencies: [CurrencyCode!]!
  }

  type MoneyV2 {
    amount: Decimal!
    currencyCode: CurrencyCode!
  }

  type PageInfo {
    endCursor: String
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
  }

  type Image {
    altText: String
    height: Int
    id: ID
    url(transform: ImageTransformInput): URL!
    width: Int
  }

  input ImageTransformInput {
    crop: CropRegion
    maxHeight: Int
    maxWidth: Int
    preferredContentType: ImageContentType
    scale: Int = 1
  }

  enum CropRegion {
    BOTTOM
    CENTER
    LEFT
    RIGHT
    TOP
  }

  enum ImageContentType {
    JPG
    PNG
    WEBP
  }

  type ImageConnection {
    edges: [ImageEdge!]!
    nodes: [Image!]!
    pageInfo: PageInfo!
  }

  type ImageEdge {
    cursor: String!
    node: Image!
  }

  type Product implements Node {
    availableForSale: Boolean!
    compareAtPriceRange: ProductPriceRange!
    createdAt: DateTime!
    description(truncateAt: Int): String!
    descriptionHtml: HTML!
    featuredImage: Image
    handle: String!
    id: ID!
    images(
      after: String
      before: String
      first: Int
      last: Int
      reverse: Boolean = false
      sortKey: ProductImageSortKeys = POSITION
    ): ImageConnection!
    isGiftCard: Boolean!
    onlineStoreUrl: URL
    options(first: Int): [ProductOption!]!
    priceRange: ProductPriceRange!
    productType: String!
    publishedAt: DateTime!
    requiresSellingPlan: Boolean!
    tags: [String!]!
    title: String!
    totalInventory: Int
    updatedAt: DateTime!
    variants(
      after: String
      before: String
      first: Int
      last: Int
      reverse: Boolean = false
      sortKey: ProductVariantSortKeys = POSITION
    ): ProductVariantConnection!
    vendor: String!
  }

  type ProductOption implements Node {
    id: ID!
    name: String!
    values: [String!]!
  }

  type ProductPriceRange {
    maxVariantPrice: MoneyV2!
    minVariantPrice: MoneyV2!
  }

  type ProductConnection {
    edges: [ProductEdge!]!
    nodes: [Product!]!
    pageInfo: PageInfo!
  }

  type ProductEdge {
    cursor: String!
    node: Product!
  }

  enum ProductSortKeys {
    BEST_SELLING
    CREATED_AT
    ID
    PRICE
    PRODUCT_TYPE
    RELEVANCE
    TITLE
    UPDATED_AT
    VENDOR
  }

  enum ProductImageSortKeys {
    CREATED_AT
    ID
    POSITION
    RELEVANCE
  }

  type ProductVariant implements Node {
    availableForSale: Boolean!
    barcode: String
    compareAtPrice: MoneyV2
    currentlyNotInStock: Boolean!
    id: ID!
    image: Image
    price: MoneyV2!
    product: Product!
    quantityAvailable: Int
    requiresShipping: Boolean!
    selectedOptions: [SelectedOption!]!
    sku: String
    taxable: Boolean!
    title: String!
    unitPrice: MoneyV2
    weight: Float
    weightUnit: WeightUnit!
  }

  type SelectedOption {
    name: String!
    value: String!
  }

  type ProductVariantConnection {
    edges: [ProductVariantEdge!]!
    nodes: [ProductVariant!]!
    pageInfo: PageInfo!
  }

  type ProductVariantEdge {
    cursor: String!
    node: ProductVariant!
  }

  enum ProductVariantSortKeys {
    ID
    POSITION
    RELEVANCE
    SKU
    TITLE
  }

  enum WeightUnit {
    GRAMS
    KILOGRAMS
    OUNCES
    POUNDS
  }

  union Merchandise = ProductVariant

  type Attribute {
    key: String!
    value: String
  }

  input AttributeInput {
    key: String!
    value: String!
  }

  type Cart implements Node {
    attribute(key: String!): Attribute
    attributes: [Attribute!]!
    buyerIdentity: CartBuyerIdentity!
    checkoutUrl: URL!
    cost: CartCost!
    createdAt: DateTime!
    discountAllocations: [CartDiscountAllocation!]!
    discountCodes: [CartDiscountCode!]!
    id: ID!
    lines(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): BaseCartLineConnection!
    note: String
    totalQuantity: Int!
    updatedAt: DateTime!
  }

  type CartBuyerIdentity {
    countryCode: CountryCode
    customer: Customer
    email: String
    phone: String
  }

  "A customer of the shop. The sandbox has no customer accounts: a cart's customer is always null."
  type Customer {
    displayName: String!
    email: String
    firstName: String
    id: ID!
    lastName: String
    phone: String
  }

  type CartCost {
    checkoutChargeAmount: MoneyV2!
    subtotalAmount: MoneyV2!
    subtotalAmountEstimated: Boolean!
    totalAmount: MoneyV2!
    totalAmountEstimated: Boolean!
    totalDutyAmount: MoneyV2
    totalDutyAmountEstimated: Boolean!
    totalTaxAmount: MoneyV2
    totalTaxAmountEstimated: Boolean!
  }

  type CartDiscountCode {
    applicable: Boolean!
    code: String!
  }

  "The sandbox has no discounts: every cart's and line's allocations are empty."
  interface CartDiscountAllocation {
    discountedAmount: MoneyV2!
  }

  type CartCodeDiscountAllocation implements CartDiscountAllocation {
    code: String!
    discountedAmount: MoneyV2!
  }

  interface BaseCartLine implements Node {
    attribute(key: String!): Attribute
    attributes: [Attribute!]!
    cost: CartLineCost!
    discountAllocations: [CartDiscountAllocation!]!
    id: ID!
    merchandise: Merchandise!
    quantity: Int!
  }

  type CartLine implements BaseCartLine & Node {
    attribute(key: String!): Attribute
    attributes: [Attribute!]!
    cost: CartLineCost!
    discountAllocations: [CartDiscountAllocation!]!
    id: ID!
    merchandise: Merchandise!
    quantity: Int!
  }

  "A line of a bundle. The sandbox sells no bundles, so none is ever returned; queries may still ask for one."
  type ComponentizableCartLine implements BaseCartLine & Node {
    attribute(key: String!): Attribute
    attributes: [Attribute!]!
    cost: CartLineCost!
    discountAllocations: [CartDiscountAllocation!]!
    id: ID!
    lineComponents: [CartLine!]!
    merchandise: Merchandise!
    quantity: Int!
  }

  type CartLineCost {
    amountPerQuantity: MoneyV2!
    compareAtAmountPerQuantity: MoneyV2
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
  }

  type BaseCartLineConnection {
    edges: [BaseCartLineEdge!]!
    nodes: [BaseCartLine!]!
    pageInfo: PageInfo!
  }

  type BaseCartLineEdge {
    cursor: String!
    node: BaseCartLine!
  }

  input CartInput {
    attributes: [AttributeInput!]
    buyerIdentity: CartBuyerIdentityInput
    lines: [CartLineInput!]
    note: String
  }

  input CartLineInput {
    attributes: [AttributeInput!]
    merchandiseId: ID!
    quantity: Int = 1
  }

  input CartLineUpdateInput {
    attributes: [AttributeInput!]
    id: ID!
    merchandiseId: ID
    quantity: Int
  }

  input CartBuyerIdentityInput {
    countryCode: CountryCode
    customerAccessToken: String
    email: String
    phone: String
  }

  input BuyerInput {
    companyLocationId: ID
    customerAccessToken: String!
  }

  type CartCreatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type CartLinesAddPayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type CartLinesRemovePayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type CartLinesUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type CartUserError implements DisplayableError {
    code: CartErrorCode
    field: [String!]
    message: String!
  }

  enum CartErrorCode {
    INVALID
    INVALID_MERCHANDISE_LINE
    LESS_THAN
    MISSING_CUSTOMER_ACCESS_TOKEN
    MISSING_DISCOUNT_CODE
    MISSING_NOTE
  }

  enum CountryCode {
    AC AD AE AF AG AI AL AM AN AO AR AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV
    BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES
    ET FI FJ FK FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GW GY HK HM HN HR HT HU ID IE IL IM
    IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC
    MD ME MF MG MK ML MM MN MO MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE
    PF PG PH PK PL PM PN PS PT PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV
    SX SY SZ TA TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VN VU WF WS
    XK YE YT ZA ZM ZW ZZ
  }
  enum LanguageCode {
    AF AK AM AR AS AZ BE BG BM BN BO BR BS CA CE CKB CS CU CY DA DE DZ EE EL EN EO ES ET EU FA FF FI FIL FO
    FR FY GA GD GL GU GV HA HE HI HR HU HY IA ID IG II IS IT JA JV KA KI KK KL KM KN KO KS KU KW KY LA LB
    LG LN LO LT LU LV MG MI MK ML MN MO MR MS MT MY NB ND NE NL NN NO OM OR OS PA PL PS PT PT_BR PT_PT QU
    RM RN RO RU RW SA SC SD SE SG SH SI SK SL SN SO SQ SR SU SV SW TA TE TG TH TI TK TO TR TT UG UK UR UZ
    VI VO WO XH YI YO ZH ZH_CN ZH_TW ZU
  }
  enum CurrencyCode {
    AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD
    CDF CHF CLP CNY COP CRC CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD
    HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JEP JMD JOD JPY KES KGS KHR KID KMF KRW KWD KYD KZT LAK LBP
    LKR LRD LSL LTL LVL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD
    OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLL SOS SRD SSP STN SYP
    SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VED VES VND VUV WST XAF XCD XOF XPF XXX YER
    ZAR ZMW
  }

`;
