import { createRequire } from 'node:module';
import {
  buildClientSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  parse,
  validate,
  type GraphQLNamedType,
  type IntrospectionQuery,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryCost, sandboxSchema, MAX_QUERY_COST } from './graphql';

// Shopify's own Storefront API schema, as Hydrogen React ships it: the newest schema a package publishes (2026-04
// in Hydrogen React 2026.4; ADR 79). The sandbox's subset must be part of it.
const require = createRequire(import.meta.url);
const shopifyIntrospection = require('@shopify/hydrogen-react/storefront.schema.json') as
  IntrospectionQuery | { data: IntrospectionQuery };
const shopify = buildClientSchema(
  'data' in shopifyIntrospection ? shopifyIntrospection.data : shopifyIntrospection,
);

/** Everything in `ours` that Shopify's type of the same name does not have, or has with another type. */
function differences(ours: GraphQLNamedType): string[] {
  const theirs = shopify.getType(ours.name);
  if (!theirs) return [`${ours.name}: no such type in Shopify's schema`];
  if (theirs.constructor !== ours.constructor) return [`${ours.name}: a different kind of type`];
  const problems: string[] = [];
  if (isEnumType(ours) && isEnumType(theirs)) {
    const values = new Set(theirs.getValues().map((v) => v.name));
    for (const value of ours.getValues())
      if (!values.has(value.name)) problems.push(`${ours.name}.${value.name}: no such enum value`);
  }
  if (isUnionType(ours) && isUnionType(theirs)) {
    const members = new Set(theirs.getTypes().map(String));
    for (const member of ours.getTypes())
      if (!members.has(member.name)) problems.push(`${ours.name}: ${member.name} is not a member`);
  }
  if ((isObjectType(ours) || isInterfaceType(ours)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
    const interfaces = new Set(theirs.getInterfaces().map(String));
    for (const i of ours.getInterfaces())
      if (!interfaces.has(i.name)) problems.push(`${ours.name}: does not implement ${i.name}`);
    const fields = theirs.getFields();
    for (const field of Object.values(ours.getFields())) {
      const their = fields[field.name];
      if (!their) {
        problems.push(`${ours.name}.${field.name}: no such field`);
        continue;
      }
      if (String(field.type) !== String(their.type))
        problems.push(
          `${ours.name}.${field.name}: ${String(field.type)}, Shopify's is ${String(their.type)}`,
        );
      for (const arg of field.args) {
        const theirArg = their.args.find((a) => a.name === arg.name);
        if (!theirArg) problems.push(`${ours.name}.${field.name}(${arg.name}): no such argument`);
        else if (String(arg.type) !== String(theirArg.type))
          problems.push(
            `${ours.name}.${field.name}(${arg.name}): ${String(arg.type)} vs ${String(theirArg.type)}`,
          );
      }
    }
  }
  if (isInputObjectType(ours) && isInputObjectType(theirs)) {
    const fields = theirs.getFields();
    for (const field of Object.values(ours.getFields())) {
      const their = fields[field.name];
      if (!their) problems.push(`${ours.name}.${field.name}: no such input field`);
      else if (String(field.type) !== String(their.type))
        problems.push(
          `${ours.name}.${field.name}: ${String(field.type)}, Shopify's is ${String(their.type)}`,
        );
    }
  }
  return problems;
}

describe("the sandbox's GraphQL schema", () => {
  it("is a subset of Shopify's Storefront API: every type, field, argument and value exists there alike", () => {
    const ours = sandboxSchema();
    const problems = Object.values(ours.getTypeMap())
      .filter(
        (type) =>
          !type.name.startsWith('__') && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name),
      )
      .flatMap(differences);
    expect(problems).toEqual([]);
    expect(ours.getQueryType()?.name).toBe(shopify.getQueryType()?.name);
    expect(ours.getMutationType()?.name).toBe(shopify.getMutationType()?.name);
    const inContext = ours.getDirective('inContext');
    const theirs = shopify.getDirective('inContext');
    for (const arg of inContext?.args ?? [])
      expect(String(theirs?.args.find((a) => a.name === arg.name)?.type), arg.name).toBe(String(arg.type));
  });

  it('lists every country, language and currency Shopify accepts, so any variable a client sends validates', () => {
    for (const name of ['CountryCode', 'LanguageCode']) {
      const ours = sandboxSchema().getType(name);
      const theirs = shopify.getType(name);
      if (!isEnumType(ours) || !isEnumType(theirs)) throw new Error(`${name} is not an enum`);
      expect(ours.getValues().map((v) => v.name)).toEqual(theirs.getValues().map((v) => v.name));
    }
  });

  it('refuses a field Shopify does not have, as Shopify would', () => {
    const errors = validate(sandboxSchema(), parse('{ products(first: 1) { nodes { id colour } } }'));
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('colour')]);
  });

  it('prices a deeply nested query beyond the limit, and a real cart query well within it', () => {
    const nested = parse(`{ products(first: 250) { nodes { variants(first: 250) { nodes { product {
      variants(first: 250) { nodes { id } } } } } } } }`);
    expect(queryCost(nested, null, {})).toBeGreaterThan(MAX_QUERY_COST);
    const cart = parse(`query ($n: Int = 250) { cart(id: "x") { lines(first: $n) { nodes { id
      merchandise { ... on ProductVariant { id product { id } price { amount } } } } } } }`);
    expect(queryCost(cart, null, {})).toBeLessThan(MAX_QUERY_COST);
    expect(getNamedType(sandboxSchema().getQueryType()!.getFields().cart!.type).name).toBe('Cart');
  });
});
