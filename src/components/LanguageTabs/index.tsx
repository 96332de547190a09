import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import {LANGUAGE_GROUP_ID, LANGUAGE_TABS, type LanguageValue} from '@site/src/shared/languageTabs';

type Props = {children: ReactNode};

function tabValue(child: ReactNode): string | undefined {
  return isValidElement<{value?: string}>(child) ? child.props.value : undefined;
}

/**
 * Tabs for the same task written in several languages. The group id and query string
 * are fixed so choosing Python on one page selects Python on every page.
 */
export default function LanguageTabs({children}: Props): ReactNode {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement[];
  const known = new Set<string>(LANGUAGE_TABS.map((t) => t.value));
  const values = items.map(tabValue);
  values.forEach((value) => {
    if (!value || !known.has(value)) {
      throw new Error(`LanguageTabs: each <TabItem> needs value set to one of ${[...known].join(', ')}; got "${value ?? ''}".`);
    }
  });
  const tabs = LANGUAGE_TABS.filter((t) => values.includes(t.value as LanguageValue)).map((t) => ({
    value: t.value,
    label: t.label,
  }));
  return (
    <Tabs groupId={LANGUAGE_GROUP_ID} queryString values={tabs}>
      {items}
    </Tabs>
  );
}
