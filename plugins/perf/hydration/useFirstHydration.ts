import { useState } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Whether this component's first render is part of the page's first hydration (inside a hydration
 * island: of that island), decided once: useIsBrowser() turns true a moment later, and what was
 * chosen for hydration must stay.
 */
export default function useFirstHydration(): boolean {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  return hydrating;
}
