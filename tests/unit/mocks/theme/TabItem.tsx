import type {ReactNode} from 'react';

type Props = {children?: ReactNode; value: string};

export default function TabItem({children, value}: Props): ReactNode {
  return <div data-value={value}>{children}</div>;
}
