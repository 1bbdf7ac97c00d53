/**
 * The render contract (ADR 17, ADR 64): what the API server asks the web app's server renderer
 * (`apps/web/src/entry-server.tsx`, built into `apps/web/dist-server`) and what it answers. Both sides import
 * it from here, `@clipmarket/core/render`, since neither app may import the other.
 *
 * The renderer loads a page's data through `call`: the same typed call the browser makes through
 * `@clipmarket/core/routes`, answered by the server in its own process from the services its routes call, as
 * the visitor whose session the server resolved once for the page (no HTTP, no second session look-up).
 */
import type { CallInput, CallOutput } from '../contract/client';
import type { Endpoint } from '../contract/endpoint';
import type { Route } from '../routes';
import { PAGE_BASE } from '../pages';

/** Where the app is served: every page's address starts with it, and the server answers under it with the app. */
export const APP_BASE = PAGE_BASE;

/**
 * One of a page's data calls, answered in process as the visitor. It answers what the endpoint's route would
 * send (the same JSON, after the endpoint's response schema), and rejects where the route would fail (a
 * missing clip, a route the server does not answer in process): the renderer then leaves that data out and
 * the browser loads it.
 */
export type RenderCall = <E extends Endpoint>(
  route: Route<E>,
  input?: CallInput<E>,
) => Promise<CallOutput<E>>;

/** What the server asks the renderer. */
export interface RenderRequest {
  /** The address asked for: path and query, e.g. `/licensing/view/1254381?x=1`. */
  url: string;
  /** Whether the request carried a session cookie. */
  storedSession: boolean;
  /** Answers the page's data calls in process, as the visitor. */
  call: RenderCall;
  /** Gives up on rendering (the server then sends the page unrendered). */
  signal?: AbortSignal;
  /** Whether the visitor may see the staff tools (isInternalViewer); their pages are not found otherwise. */
  internal?: boolean;
  /**
   * The server's public address (PUBLIC_BASE_URL, e.g. `https://clips.example`), for the absolute links of
   * the page's head: its canonical address and the pictures of a link preview. Never the request's Host.
   */
  origin?: string;
}

/** What the renderer answers. */
export interface RenderResult {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The bootstrap `<script>` the browser hydrates from; it goes before the app's script. */
  bootstrap: string;
  /** The page's HTTP status: 404 for the not-found page. @default 200 */
  status?: 200 | 404;
  /**
   * The page's head: its `<title>`, description, canonical link, robots, Open Graph and Twitter card tags,
   * a clip's JSON-LD, and the page's styles in one `<style>`. It takes the place of the app's own title and
   * description.
   */
  head?: string;
}

/** The renderer: `render` of the built `entry-server.js`. */
export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;
