/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/Tabs/index.js, with its CSS module) to drop
 * one line, marked CUSTOM: upstream remounts every tab set right after hydration
 * (`key={String(isBrowser)}`, "temporary fix for facebook/docusaurus#5653"). The selected tab
 * is already put right after mount: useTabsContextValue starts from the default tab, as the
 * server did, and syncs the stored or linked choice in a layout effect. The remount threw away the
 * tab set's DOM, tokenized its code blocks again, and inserting it back into the page's Markdown
 * container invalidated the style of the whole article (theme rule `.docItemContainer header + *`):
 * on api_ros, whose samples are in language tabs, that was the largest task after hydration at
 * Lighthouse's 4x CPU slowdown (long-task timeline and Chrome's style invalidation tracking).
 */
import React, {type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const handleTabChange = (event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };
  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;
    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }
    focusElement?.focus();
  };
  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({children}: {children: ReactNode}): ReactNode {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({className, children}: {className?: string; children: ReactNode}): ReactNode {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // The former name, kept by upstream for backward compatibility (facebook/docusaurus#4086).
        'tabs-container',
        styles.tabList,
      )}>
      {/* As upstream: className goes on the tab list, not the container. */}
      <TabList className={className} />
      <TabContent>{children}</TabContent>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  // CUSTOM: no `key={String(useIsBrowser())}`: the tabs hydrate in place (see the header).
  return (
    <TabsProvider value={value}>
      <TabsContainer className={props.className}>{sanitizeTabsChildren(props.children) as ReactElement[]}</TabsContainer>
    </TabsProvider>
  );
}
