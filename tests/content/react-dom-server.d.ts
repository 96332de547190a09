// The project has no @types/react-dom; the tests need only these functions.
declare module 'react-dom/server' {
  export function renderToStaticMarkup(node: import('react').ReactNode): string;
  export function renderToString(node: import('react').ReactNode): string;
}
