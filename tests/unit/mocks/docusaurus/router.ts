/**
 * `@docusaurus/router` resolves here in unit tests (vitest.config.mts). A test that renders code
 * using the router gives it a history of its own with `vi.mock('@docusaurus/router', ...)`.
 */
export function useHistory(): never {
  throw new Error('This test renders code that uses the router: mock @docusaurus/router with a history (vi.mock).');
}
