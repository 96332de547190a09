// The site has no @types/react-dom; the two functions the unit tests use.
declare module 'react-dom/client' {
  import type {ErrorInfo, ReactNode} from 'react';

  export type Root = {render(children: ReactNode): void; unmount(): void};
  type RootOptions = {onRecoverableError?: (error: unknown, errorInfo: ErrorInfo) => void};
  export function createRoot(container: Element, options?: RootOptions): Root;
  export function hydrateRoot(container: Element, children: ReactNode, options?: RootOptions): Root;
  const ReactDOM: {createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot};
  export default ReactDOM;
}
