/**
 * Leaving the app for the storefront's checkout, behind an object so a component test can stand in for it
 * (`vi.spyOn(browser, 'assign')`): a real `window.location.assign` would take the test page away.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
