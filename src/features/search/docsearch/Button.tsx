import {forwardRef, startTransition, useEffect, useState, type ButtonHTMLAttributes, type ReactNode} from 'react';

/**
 * The navbar's search button, standing in for `@docsearch/react/button` (see ./README.md). It keeps
 * DocSearch 3.9's markup and class names, so DocSearch's own stylesheet and the modal's focus return
 * work unchanged, and it costs the first visit no DocSearch code: the modal loads on first use.
 *
 * Unlike DocSearch's button, the key caps carry no text. Their letters are drawn by CSS
 * (`content: attr(data-key) / ''` in src/css/custom.css) and the caps are aria-hidden, so the
 * visible label, "Search", is contained in the name, "Search (Ctrl+K)" (WCAG 2.5.3).
 */
export type DocSearchButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  translations?: {buttonText?: string; buttonAriaLabel?: string};
};

type Platform = {modifier: 'Ctrl' | 'Command'; cap: 'ctrl' | '⌘'};

const APPLE = /Mac|iPhone|iPod|iPad/i;

/** Ctrl, or ⌘ on Apple devices; unknown during server rendering and the first client render. */
function usePlatform(): Platform | null {
  const [platform, setPlatform] = useState<Platform | null>(null);
  useEffect(() => {
    // A transition, like the other updates right after hydration (patches/: browserContext, useWindowSize).
    const detected: Platform = APPLE.test(navigator.platform) ? {modifier: 'Command', cap: '⌘'} : {modifier: 'Ctrl', cap: 'ctrl'};
    startTransition(() => setPlatform(detected));
  }, []);
  return platform;
}

/** One key cap, its letter drawn by CSS; it looks pressed while the reader holds that key. */
function KeyCap({keyName, label}: {keyName: string; label: string}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const matches = (event: KeyboardEvent) => event.key?.toLowerCase() === keyName.toLowerCase();
    const down = (event: KeyboardEvent) => matches(event) && setPressed(true);
    const up = (event: KeyboardEvent) => (matches(event) || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [keyName]);
  return <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'} data-key={label} />;
}

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" strokeWidth="1.6" fill="none" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export const DocSearchButton = forwardRef<HTMLButtonElement, DocSearchButtonProps>(function DocSearchButton({translations = {}, ...props}, ref) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  const platform = usePlatform();
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-label={`${buttonAriaLabel} (${platform?.modifier ?? 'Ctrl'}+K)`} {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {platform && (
          <>
            <KeyCap keyName={platform.modifier === 'Ctrl' ? 'Control' : 'Meta'} label={platform.cap === 'ctrl' ? 'Ctrl' : '⌘'} />
            <KeyCap keyName="k" label="K" />
          </>
        )}
      </span>
    </button>
  );
});
