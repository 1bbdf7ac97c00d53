import { PAGES } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, buttonStyles } from '@clipmarket/ui';
import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';
import { call } from '../api/client';
import { APP_COPY } from '../copy';
import { useDocumentTitle } from '../useDocumentTitle';
import * as layout from './Layout.styles';
import * as styles from './PageStates.styles';

/** Where the page notes that it reloaded for a script that did not load, so it reloads once, not in a loop. */
export const CHUNK_RELOAD_KEY = 'clipmarket:chunk-reload';
/** A reload for a missing script counts as the one for this long: a later deploy may reload again. */
const CHUNK_RELOAD_WINDOW_MS = 60_000;

/**
 * Whether an error is a page's script that did not load: a deploy replaced the build the page came from (or
 * the network dropped). Chromium's, Firefox's and Safari's messages for a failed `import()`, and Vite's for a
 * failed preload.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i.test(
    message,
  );
}

/** Whether the page has not reloaded for a missing script in the last `CHUNK_RELOAD_WINDOW_MS`. */
function mayReload(storage: Storage, now: number): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    return !last || now - last >= CHUNK_RELOAD_WINDOW_MS;
  } catch {
    // No session storage (a locked-down browser): no automatic reload, the page offers one.
    return false;
  }
}

/** Reloads the page onto the current build, once in `CHUNK_RELOAD_WINDOW_MS`; whether it did. */
export function reloadOnceForNewBuild(
  storage: Storage = window.sessionStorage,
  now = Date.now(),
  reload = () => window.location.reload(),
): boolean {
  if (!mayReload(storage, now)) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Tells the server's log which page failed and how; a report that cannot be sent is dropped. */
function report(kind: 'render' | 'chunk', error: unknown) {
  const route = `${window.location.pathname}${window.location.search}`.slice(0, 300);
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  void call(routes.clientErrorEndpoint, { body: { route, kind, message } }).catch(() => undefined);
}

interface Props {
  /** The page's address: another address starts afresh. */
  location: string;
  /** Before trying again: drop what the page was drawn from, so it is asked for afresh. */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  /** The page is reloading onto the current build: nothing is shown meanwhile, not even the way back. */
  reloading: boolean;
  location: string;
}

/**
 * Around each page (issue 30 item 3): a page that throws while rendering shows a way back (try again, the home
 * page) inside the layout, instead of a blank page, and the server's log is told. A page whose script did not
 * load (a deploy replaced it) reloads the page once onto the new build first.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, reloading: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return {
      error,
      failed: true,
      reloading: isChunkLoadError(error) && mayReload(window.sessionStorage, Date.now()),
    };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location
      ? null
      : { error: null, failed: false, location: props.location };
  }

  override componentDidCatch(error: unknown) {
    const chunk = isChunkLoadError(error);
    if (this.state.reloading && reloadOnceForNewBuild()) return;
    if (this.state.reloading) this.setState({ reloading: false });
    report(chunk ? 'chunk' : 'render', error);
  }

  private retry = () => {
    // A script that failed to load stays failed in this page (React keeps a lazy page's failure): a reload asks
    // for the current build.
    if (isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    this.props.onRetry?.();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.reloading) return null;
    return this.state.failed ? <RouteError onRetry={this.retry} /> : this.props.children;
  }
}

function RouteError({ onRetry }: { onRetry: () => void }) {
  const copy = APP_COPY.pageError;
  useDocumentTitle(`${copy.heading} — Clipmarket`);
  return (
    <div css={layout.container}>
      <section css={styles.notFound} aria-labelledby="page-error">
        <h1 id="page-error" css={styles.notFoundHeading}>
          {copy.heading}
        </h1>
        <p role="alert" css={styles.notFoundBody}>
          {copy.body}
        </p>
        <div css={styles.actions}>
          <Button variant="primary" onClick={onRetry} css={buttonStyles.blockOnPhone}>
            {APP_COPY.retry}
          </Button>
          <Link
            href={`~${PAGES.home.href()}`}
            css={[buttonStyles.secondaryButton, buttonStyles.blockOnPhone]}
          >
            {APP_COPY.notFound.backHome}
          </Link>
        </div>
      </section>
    </div>
  );
}
