// The project has no @types/react-dom; the highlighting test needs only this function.
declare module 'react-dom/server' {
  export function renderToStaticMarkup(node: import('react').ReactNode): string;
}
