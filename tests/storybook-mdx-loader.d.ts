// Storybook's MDX loader (@storybook/addon-docs/mdx-loader) ships no types: a webpack-style loader, called with
// the file's text and a context whose `async()` takes the compiled module (tests/storybook-docs.test.ts).
declare module '@storybook/addon-docs/mdx-loader' {
  interface LoaderContext {
    resourcePath: string;
    getOptions(): Record<string, unknown>;
    async(): (error: Error | null, code?: string) => void;
  }
  const loader: (this: LoaderContext, source: string) => Promise<void>;
  export default loader;
}
