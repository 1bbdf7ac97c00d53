import type { ReactNode } from 'react';
import { ThemeProvider } from '@clipmarket/ui';
// The tokens' own entry has no "use client": a server component reads their values.
import { color } from '@clipmarket/ui/tokens';

export const metadata = { title: 'Clipmarket in the Next.js App Router' };
export const viewport = { themeColor: color.accent };

/** A server component: the package's ThemeProvider is a client component inside it. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <ThemeProvider>{children}</ThemeProvider>
      </body>
    </html>
  );
}
