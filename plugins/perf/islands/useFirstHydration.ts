import { useState } from 'react';
import { useHydrating } from './hydrating';

/**
 * Whether this component's first render is part of the page's first hydration (inside a hydration
 * island: of that island), decided once: hydration ends a moment later, and what was chosen for
 * hydration must stay.
 */
export default function useFirstHydration(): boolean {
  const hydrating = useHydrating();
  const [first] = useState(hydrating);
  return first;
}
