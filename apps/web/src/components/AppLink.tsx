import type { VideoCardLinkProps } from '@clipmarket/ui';
import { Link } from 'wouter';

/**
 * A link that takes a full path (`/licensing/view/1254381`, as `@clipmarket/ui` components are given) and
 * navigates inside the app without a reload. wouter resolves plain hrefs against the router's base, which
 * would double the `/licensing` prefix; `~` marks the href as absolute.
 */
export function AppLink({ href, ...props }: VideoCardLinkProps) {
  return <Link href={`~${href}`} {...props} />;
}
