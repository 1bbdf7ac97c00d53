import { registerHooks } from 'node:module';

/**
 * Imported first by the tests that load the AWS SDK. Vitest starts its workers with Node's `--conditions`
 * set to the unit project's SSR conditions, `module` among them (vitest.config.ts), and the SDK's packages
 * name their bundler build under `module` first: Node then loads ES files whose imports have no extension,
 * and fails (`Cannot find module …/dist-es/…`). Outside Vitest (npm start, tsx) Node never sets `module`,
 * so only the tests need this: the SDK's own packages are resolved here without it, as Node would.
 */
registerHooks({
  resolve(specifier, context, next) {
    if (!/^@(aws-sdk|smithy|aws|aws-crypto)\//.test(specifier)) return next(specifier, context);
    return next(specifier, {
      ...context,
      conditions: context.conditions.filter((condition) => condition !== 'module'),
    });
  },
});
