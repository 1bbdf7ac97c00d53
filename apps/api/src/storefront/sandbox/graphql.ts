import {
  buildSchema,
  execute,
  getNamedType,
  getOperationAST,
  GraphQLError,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { checkoutPath, INTERNAL_ERROR_MESSAGE } from './paths';
import { DEFAULT_VARIANT_TITLE, SANDBOX_CURRENCY } from './catalogue';
import {
  CART_MISSING_MESSAGE,
  changeCartLines,
  type CartLinesChange,
  type CartLineUpdateInput,
} from './cart-lines';
import { cartGid, cartLineGid, gid, numericId, parseCartGid } from './ids';
import { moneyV2 } from './money';
import { SANDBOX_SDL } from './sdl';
import {
  cartSubtotalCents,
  createCart,
  findOpenCart,
  listProducts,
  loadCart,
  type CartLineInput,
  type CartRecord,
  type ProductRecord,
  type VariantRecord,
} from './store';

/**
 * The sandbox's GraphQL API: real GraphQL (graphql-js) over the schema in `sdl.ts`, answering as Shopify's
 * Storefront API does. Resolvers are plain objects whose function-valued fields take the field's arguments
 * (graphql-js's default resolver calls them), which keeps the shapes next to the SDL they answer.
 */

export interface SandboxGraphQLContext {
  db: Kysely<DB>;
  now: () => Date;
  /** The origin the sandbox is reached at (checkout URLs start with it), e.g. `http://localhost:3000`. */
  baseUrl: () => string;
  /** Where an unexpected error is reported; the client only learns that something went wrong. */
  onInternalError?: (error: unknown) => void;
}

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphQLAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Shopify refuses more than 250 items of a connection at once. */
export const MAX_PAGE_SIZE = 250;
/**
 * Bounds on one query: a nested query asks for at most this many objects (each connection's page size times
 * what it selects), and nests at most this deep. The catalogue is small, so these bound abuse only: 100 products
 * of 100 variants (the adapter's query) is about 30,000, Hydrogen's cart query of 250 lines about 3,000, and
 * three nested connections of 250 some 15 million.
 */
export const MAX_QUERY_COST = 100_000;
export const MAX_QUERY_DEPTH = 15;
/** Tokens in one document (the body limit already bounds its size). */
const MAX_TOKENS = 20_000;

let schema: GraphQLSchema | null = null;

/** The sandbox's schema, built once. */
export function sandboxSchema(): GraphQLSchema {
  schema ??= buildSchema(SANDBOX_SDL);
  return schema;
}

// ---------------------------------------------------------------------------------------------------------
// Connections

interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

function userError(message: string, code = 'BAD_REQUEST'): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

const encodeCursor = (key: string) => Buffer.from(JSON.stringify({ last_id: key })).toString('base64url');

function decodeCursor(cursor: string): string | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { last_id?: unknown };
    return typeof value.last_id === 'string' ? value.last_id : null;
  } catch {
    return null;
  }
}

/** A Relay connection over `items`, paged the way Shopify pages: `first` or `last` is required, at most 250. */
function connection<T>(items: readonly T[], keyOf: (item: T) => string, args: PageArgs) {
  const { first, last, after, before, reverse } = args;
  if (first == null && last == null) throw userError('you must provide one of first or last');
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value == null) continue;
    if (value < 0) throw userError(`${name} must be greater than or equal to 0`);
    if (value > MAX_PAGE_SIZE) throw userError(`${name} must be less than or equal to ${MAX_PAGE_SIZE}`);
  }
  const list = reverse ? [...items].reverse() : [...items];
  const keys = list.map(keyOf);
  let start = 0;
  let end = list.length;
  if (after) {
    const key = decodeCursor(after);
    if (key === null) throw userError('Invalid cursor for current pagination sort.', 'INVALID_CURSOR');
    const at = keys.indexOf(key);
    if (at >= 0) start = at + 1;
  }
  if (before) {
    const key = decodeCursor(before);
    if (key === null) throw userError('Invalid cursor for current pagination sort.', 'INVALID_CURSOR');
    const at = keys.indexOf(key);
    if (at >= 0) end = at;
  }
  let from = start;
  let to = Math.max(start, end);
  if (first != null) to = Math.min(to, from + first);
  if (last != null) from = Math.max(from, to - last);
  const page = list.slice(from, to);
  const edges = page.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage: to < list.length,
      hasPreviousPage: from > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Objects

type ProductWithVariants = ProductRecord & { variants: VariantRecord[] };

const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The name of a product's one option, as Shopify's admin names them. */
function optionName(product: ProductRecord): string {
  if (product.productType === 'Gift Card') return 'Denominations';
  if (product.productType === 'Discount Pack') return 'Pack';
  return 'Title';
}

function variantObject(
  variant: VariantRecord,
  product: () => ProductWithVariants | Promise<ProductWithVariants>,
) {
  const price = moneyV2(variant.priceCents, variant.currency);
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', variant.id),
    title: variant.title,
    sku: variant.sku,
    barcode: null,
    price,
    compareAtPrice: null,
    unitPrice: null,
    availableForSale: variant.availableForSale,
    currentlyNotInStock: false,
    quantityAvailable: null,
    // Licences, packs, gift cards and fees are all delivered digitally.
    requiresShipping: false,
    taxable: false,
    weight: 0,
    weightUnit: 'KILOGRAMS',
    image: null,
    selectedOptions: [{ name: optionName(variant.product), value: variant.title }],
    product: async () => productObject(await product()),
  };
}

function productObject(product: ProductWithVariants) {
  const prices = product.variants.map((v) => v.priceCents);
  const currency = product.variants[0]?.currency ?? SANDBOX_CURRENCY;
  const sortedVariants = (sortKey: string) => {
    const list = [...product.variants];
    if (sortKey === 'ID') list.sort((a, b) => a.id - b.id);
    else if (sortKey === 'SKU') list.sort((a, b) => (a.sku ?? '').localeCompare(b.sku ?? ''));
    else if (sortKey === 'TITLE') list.sort((a, b) => a.title.localeCompare(b.title));
    return list;
  };
  return {
    __typename: 'Product',
    id: gid('Product', product.id),
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    vendor: product.vendor,
    description: ({ truncateAt }: { truncateAt?: number | null }) =>
      truncateAt != null && product.description.length > truncateAt
        ? `${product.description.slice(0, Math.max(0, truncateAt - 3))}...`
        : product.description,
    descriptionHtml: `<p>${escapeHtml(product.description)}</p>`,
    availableForSale: product.variants.some((v) => v.availableForSale),
    isGiftCard: product.productType === 'Gift Card',
    createdAt: iso(product.createdAt),
    updatedAt: iso(product.updatedAt),
    publishedAt: iso(product.createdAt),
    onlineStoreUrl: null,
    requiresSellingPlan: false,
    tags: [],
    totalInventory: null,
    featuredImage: null,
    images: (args: PageArgs) => connection([], String, args),
    options: ({ first }: { first?: number | null }) =>
      [
        {
          __typename: 'ProductOption',
          id: gid('ProductOption', product.id),
          name: optionName(product),
          values: product.variants.map((v) =>
            product.variants.length === 1 ? DEFAULT_VARIANT_TITLE : v.title,
          ),
        },
      ].slice(0, first ?? undefined),
    priceRange: {
      minVariantPrice: moneyV2(prices.length ? Math.min(...prices) : 0, currency),
      maxVariantPrice: moneyV2(prices.length ? Math.max(...prices) : 0, currency),
    },
    compareAtPriceRange: { minVariantPrice: moneyV2(0, currency), maxVariantPrice: moneyV2(0, currency) },
    variants: (args: PageArgs & { sortKey?: string }) =>
      connection(
        sortedVariants(args.sortKey ?? 'POSITION').map((v) => variantObject(v, () => product)),
        (v) => v.id,
        args,
      ),
  };
}

function attributeLookup(attributes: { key: string; value: string }[]) {
  return ({ key }: { key: string }) => attributes.find((a) => a.key === key) ?? null;
}

function cartObject(cart: CartRecord, key: string, context: SandboxGraphQLContext) {
  const currency = cart.currency;
  const subtotal = cartSubtotalCents(cart);
  const lines = cart.lines.map((line) => {
    const unit = line.variant.priceCents;
    const total = moneyV2(unit * line.quantity, currency);
    return {
      __typename: 'CartLine',
      id: cartLineGid(line.id, cart.token),
      quantity: line.quantity,
      attributes: line.attributes,
      attribute: attributeLookup(line.attributes),
      discountAllocations: [],
      cost: {
        amountPerQuantity: moneyV2(unit, currency),
        compareAtAmountPerQuantity: null,
        subtotalAmount: total,
        totalAmount: total,
      },
      merchandise: variantObject(line.variant, () => productOf(context.db, line.variant.productId)),
    };
  });
  return {
    __typename: 'Cart',
    id: cartGid(cart.token, key),
    checkoutUrl: `${context.baseUrl()}${checkoutPath(cart.token)}?key=${key}`,
    createdAt: iso(cart.createdAt),
    updatedAt: iso(cart.updatedAt),
    note: cart.note,
    attributes: cart.attributes,
    attribute: attributeLookup(cart.attributes),
    buyerIdentity: {
      email: cart.buyerEmail,
      phone: cart.buyerPhone,
      countryCode: cart.buyerCountryCode,
      customer: null,
    },
    totalQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    discountCodes: [],
    discountAllocations: [],
    cost: {
      subtotalAmount: moneyV2(subtotal, currency),
      totalAmount: moneyV2(subtotal, currency),
      checkoutChargeAmount: moneyV2(subtotal, currency),
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
    },
    lines: (args: PageArgs) => connection(lines, (line) => line.id, args),
  };
}

async function productOf(db: Kysely<DB>, productId: number): Promise<ProductWithVariants> {
  const product = (await listProducts(db)).find((p) => p.id === productId);
  if (!product) throw new Error(`sandbox product ${productId} is missing`);
  return product;
}

// ---------------------------------------------------------------------------------------------------------
// Root fields

/** Shopify's search syntax, the part that makes sense here: `product_type:`, `title:`, `sku:` and free words. */
function matchesQuery(product: ProductWithVariants, query: string): boolean {
  const terms = query.match(/(\w+:)?("[^"]*"|'[^']*'|\S+)/g) ?? [];
  return terms.every((term) => {
    const colon = /^(\w+):(.*)$/.exec(term);
    const field = colon ? colon[1]!.toLowerCase() : null;
    const value = (colon ? colon[2]! : term).replace(/^["']|["']$/g, '').toLowerCase();
    if (value === '' || value === 'and') return true;
    const contains = (text: string | null) => (text ?? '').toLowerCase().includes(value.replace(/\*$/, ''));
    if (field === 'product_type') return product.productType.toLowerCase() === value;
    if (field === 'title') return contains(product.title);
    if (field === 'sku') return product.variants.some((v) => (v.sku ?? '').toLowerCase() === value);
    if (field !== null) return true;
    return contains(product.title) || contains(product.productType) || contains(product.description);
  });
}

function sortProducts(products: ProductWithVariants[], sortKey: string): ProductWithVariants[] {
  const list = [...products];
  const minPrice = (p: ProductWithVariants) => Math.min(...p.variants.map((v) => v.priceCents));
  const by: Record<string, (a: ProductWithVariants, b: ProductWithVariants) => number> = {
    ID: (a, b) => a.id - b.id,
    TITLE: (a, b) => a.title.localeCompare(b.title),
    PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType),
    VENDOR: (a, b) => a.vendor.localeCompare(b.vendor),
    UPDATED_AT: (a, b) => a.updatedAt.getTime() - b.updatedAt.getTime(),
    CREATED_AT: (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    PRICE: (a, b) => minPrice(a) - minPrice(b),
  };
  return list.sort(by[sortKey] ?? ((a, b) => a.position - b.position));
}

async function nodeById(id: string, context: SandboxGraphQLContext) {
  const productId = numericId('Product', id);
  if (productId !== null) {
    const product = (await listProducts(context.db)).find((p) => p.id === productId);
    return product ? productObject(product) : null;
  }
  const variantId = numericId('ProductVariant', id);
  if (variantId !== null) {
    for (const product of await listProducts(context.db)) {
      const variant = product.variants.find((v) => v.id === variantId);
      if (variant) return variantObject(variant, () => product);
    }
    return null;
  }
  const cart = parseCartGid(id);
  if (cart) {
    const found = await findOpenCart(context.db, cart.token, cart.key, context.now());
    return found ? cartObject(found, cart.key!, context) : null;
  }
  return null;
}

function rootValue(context: SandboxGraphQLContext) {
  return {
    shop: () => {
      const url = context.baseUrl();
      return {
        __typename: 'Shop',
        id: gid('Shop', 1),
        name: 'Clipmarket sandbox',
        description: 'The built-in test shop: it takes no real payment.',
        moneyFormat: '${{amount}}',
        primaryDomain: { host: new URL(url).host, sslEnabled: url.startsWith('https:'), url },
        paymentSettings: {
          countryCode: 'US',
          currencyCode: SANDBOX_CURRENCY,
          enabledPresentmentCurrencies: [SANDBOX_CURRENCY],
        },
      };
    },
    products: async (args: PageArgs & { query?: string | null; sortKey?: string }) => {
      let products = await listProducts(context.db);
      if (args.query) products = products.filter((p) => matchesQuery(p, args.query!));
      return connection(sortProducts(products, args.sortKey ?? 'ID').map(productObject), (p) => p.id, args);
    },
    product: async ({ id, handle }: { id?: string | null; handle?: string | null }) => {
      if ((id == null) === (handle == null)) throw userError('Provide exactly one of id or handle.');
      if (id != null)
        return nodeById(id, context).then((node) => (node?.__typename === 'Product' ? node : null));
      const product = (await listProducts(context.db)).find((p) => p.handle === handle);
      return product ? productObject(product) : null;
    },
    node: ({ id }: { id: string }) => nodeById(id, context),
    nodes: ({ ids }: { ids: string[] }) => {
      if (ids.length > MAX_PAGE_SIZE) throw userError(`ids must contain at most ${MAX_PAGE_SIZE} ids`);
      return Promise.all(ids.map((id) => nodeById(id, context)));
    },
    cart: async ({ id }: { id: string }) => {
      const parsed = parseCartGid(id);
      if (!parsed) return null;
      const cart = await findOpenCart(context.db, parsed.token, parsed.key, context.now());
      return cart ? cartObject(cart, parsed.key!, context) : null;
    },
    cartCreate: async ({ input }: { input?: CartCreateInput | null }) => {
      const result = await createCart(
        context.db,
        {
          lines: input?.lines,
          attributes: input?.attributes,
          note: input?.note,
          buyerEmail: input?.buyerIdentity?.email,
          buyerPhone: input?.buyerIdentity?.phone,
          buyerCountryCode: input?.buyerIdentity?.countryCode,
        },
        context.now(),
      );
      if (!result.token || !result.key) return { cart: null, userErrors: result.userErrors };
      const cart = await loadCart(context.db, result.token);
      return { cart: cart && cartObject(cart, result.key, context), userErrors: [] };
    },
    cartLinesAdd: ({ cartId, lines }: { cartId: string; lines: CartLineInput[] }) =>
      changeLines(cartId, { kind: 'add', lines }, context),
    cartLinesUpdate: ({ cartId, lines }: { cartId: string; lines: CartLineUpdateInput[] }) =>
      changeLines(cartId, { kind: 'update', lines }, context),
    cartLinesRemove: ({ cartId, lineIds }: { cartId: string; lineIds: string[] }) =>
      changeLines(cartId, { kind: 'remove', lineIds }, context),
  };
}

/** A line mutation's payload: the changed cart, or Shopify's user errors and the cart unchanged. */
async function changeLines(cartId: string, change: CartLinesChange, context: SandboxGraphQLContext) {
  const parsed = parseCartGid(cartId);
  const now = context.now();
  const { userErrors } = parsed
    ? await changeCartLines(context.db, parsed, change, now)
    : { userErrors: [{ code: 'INVALID', field: ['cartId'], message: CART_MISSING_MESSAGE }] };
  const cart = parsed ? await findOpenCart(context.db, parsed.token, parsed.key, now) : null;
  return { cart: cart ? cartObject(cart, parsed!.key!, context) : null, userErrors };
}

interface CartCreateInput {
  lines?: {
    merchandiseId: string;
    quantity?: number | null;
    attributes?: { key: string; value: string }[];
  }[];
  attributes?: { key: string; value: string }[];
  note?: string | null;
  buyerIdentity?: {
    email?: string | null;
    phone?: string | null;
    countryCode?: string | null;
    customerAccessToken?: string | null;
  } | null;
}

// ---------------------------------------------------------------------------------------------------------
// Cost

/**
 * What a query asks for at most: each object field counts once per item its connection can return (`first` or
 * `last`, from a literal, a variable or its default). Done after validation, so fragments exist and do not
 * loop.
 */
export function queryCost(
  document: DocumentNode,
  operationName: string | null,
  variables: Record<string, unknown>,
  target: GraphQLSchema = sandboxSchema(),
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const defaults = new Map<string, unknown>();
  for (const definition of operation.variableDefinitions ?? [])
    if (definition.defaultValue?.kind === Kind.INT)
      defaults.set(definition.variable.name.value, Number(definition.defaultValue.value));

  const pageSize = (field: FieldNode): number => {
    for (const argument of field.arguments ?? []) {
      if (argument.name.value !== 'first' && argument.name.value !== 'last') continue;
      const value =
        argument.value.kind === Kind.INT
          ? Number(argument.value.value)
          : argument.value.kind === Kind.VARIABLE
            ? (variables[argument.value.name.value] ?? defaults.get(argument.value.name.value))
            : null;
      return typeof value === 'number' && value >= 0 ? Math.min(value, MAX_PAGE_SIZE) : 1;
    }
    return 1;
  };

  const cost = (set: SelectionSetNode, type: GraphQLCompositeType, depth: number): number => {
    if (depth > MAX_QUERY_DEPTH)
      throw new GraphQLError(`Query has depth of ${depth}, which exceeds max depth of ${MAX_QUERY_DEPTH}`, {
        extensions: { code: 'MAX_DEPTH_EXCEEDED' },
      });
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.selectionSet || (!isObjectType(type) && !isInterfaceType(type))) continue;
        const field = type.getFields()[selection.name.value];
        const named = field && getNamedType(field.type);
        if (!named || !isCompositeType(named)) continue;
        total += pageSize(selection) * (1 + cost(selection.selectionSet, named, depth + 1));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? target.getType(selection.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) total += cost(selection.selectionSet, on, depth);
      } else {
        const fragment = fragments.get(selection.name.value);
        const on = fragment && target.getType(fragment.typeCondition.name.value);
        if (fragment && on && isCompositeType(on)) total += cost(fragment.selectionSet, on, depth);
      }
    }
    return total;
  };
  const root = operation.operation === 'mutation' ? target.getMutationType() : target.getQueryType();
  return root ? cost(operation.selectionSet, root, 1) : 0;
}

// ---------------------------------------------------------------------------------------------------------
// One request

function formatError(error: GraphQLError, context: SandboxGraphQLContext): Record<string, unknown> {
  // An error a resolver threw that is not one of ours (a database failure): log it, tell the client nothing.
  if (error.originalError && !(error.originalError instanceof GraphQLError)) {
    context.onInternalError?.(error.originalError);
    return {
      message: INTERNAL_ERROR_MESSAGE,
      ...(error.path ? { path: error.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  const json = error.toJSON();
  return {
    message: json.message,
    ...(json.locations ? { locations: json.locations } : {}),
    ...(json.path ? { path: json.path } : {}),
    ...(json.extensions && Object.keys(json.extensions).length > 0 ? { extensions: json.extensions } : {}),
  };
}

const errorsOnly = (status: number, message: string): GraphQLAnswer => ({
  status,
  body: { errors: [{ message }] },
});

/**
 * Runs one GraphQL request (the JSON body Shopify's clients post) and answers as Shopify does: 200 with `data`
 * and/or `errors` for anything GraphQL can say (a syntax error, an unknown field, a bad variable, a refused
 * cart), 400 only when the body is not a GraphQL request at all.
 */
export async function executeSandboxGraphQL(
  request: GraphQLRequestBody,
  context: SandboxGraphQLContext,
): Promise<GraphQLAnswer> {
  const { query, operationName } = request;
  let variables = request.variables;
  if (typeof query !== 'string' || query.trim() === '') return errorsOnly(400, 'No query string was present');
  if (operationName != null && typeof operationName !== 'string')
    return errorsOnly(400, 'operationName must be a string');
  if (typeof variables === 'string') {
    try {
      variables = variables.trim() === '' ? null : JSON.parse(variables);
    } catch {
      return errorsOnly(400, 'variables must be a JSON object');
    }
  }
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
    return errorsOnly(400, 'variables must be a JSON object');
  const variableValues = (variables ?? {}) as Record<string, unknown>;

  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    if (error instanceof GraphQLError)
      return { status: 200, body: { errors: [formatError(error, context)] } };
    throw error;
  }
  const target = sandboxSchema();
  const invalid = validate(target, document, specifiedRules, { maxErrors: 25 });
  if (invalid.length > 0)
    return { status: 200, body: { errors: invalid.map((error) => formatError(error, context)) } };

  try {
    const cost = queryCost(document, operationName ?? null, variableValues, target);
    if (cost > MAX_QUERY_COST)
      return {
        status: 200,
        body: {
          errors: [
            {
              message: `Query cost is ${cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
              extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: MAX_QUERY_COST },
            },
          ],
        },
      };
  } catch (error) {
    if (error instanceof GraphQLError)
      return { status: 200, body: { errors: [formatError(error, context)] } };
    throw error;
  }

  const result = (await execute({
    schema: target,
    document,
    rootValue: rootValue(context),
    contextValue: context,
    variableValues,
    operationName: operationName ?? null,
  })) as ExecutionResult;
  const body: Record<string, unknown> = {};
  if (result.errors?.length) body.errors = result.errors.map((error) => formatError(error, context));
  if ('data' in result) body.data = result.data;
  return { status: 200, body };
}
