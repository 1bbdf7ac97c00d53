import { config, z } from 'zod';

/**
 * The contract's zod, configured before any schema is built. In a browser zod would compile fast paths with
 * `new Function`, which the web app's content security policy forbids (no eval): it would try while building
 * the first object schema, be refused with a violation report, and fall back. Interpreted checks are plenty
 * for the few values a browser parses; the server keeps compiled ones. This module is the package's one
 * side effect (package.json `sideEffects`), so bundlers keep it. (Asked of `globalThis`: core's types know no
 * page, ADR 62.)
 */
if ('document' in globalThis) config({ jitless: true });

export { z };
