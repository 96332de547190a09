import type {ReactNode} from 'react';

type Props = {children?: ReactNode; values?: {value: string; label: string}[]; groupId?: string; queryString?: boolean | string};

/** Stand-in for @theme/Tabs that exposes the props the site passes, for assertions. */
export default function Tabs({children, values, groupId, queryString}: Props): ReactNode {
  return (
    <div data-testid="tabs" data-group-id={groupId} data-query-string={String(queryString)}>
      <ul role="tablist">
        {values?.map((v) => (
          <li role="tab" key={v.value}>
            {v.label}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
