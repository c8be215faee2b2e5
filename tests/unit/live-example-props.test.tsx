import { describe, expect, it } from 'vitest';
import type { LiveExampleProps } from '../../src/components/LiveExample';

/** Compile-time cases: `tsc --noEmit` (npm run typecheck) fails when a line marked @ts-expect-error type-checks. */
const accepted: LiveExampleProps[] = [
  { slug: 'orbit-camera' },
  { slug: 'orbit-camera', code: 'step-2-scene' },
  { reactSample: 'guide/interactivity/clickable-box' },
  { reactSample: 'getting-started/first-scene', code: 'the-app' },
];
// @ts-expect-error neither slug nor reactSample
const neither: LiveExampleProps = { code: 'x' };
// @ts-expect-error both slug and reactSample
const both: LiveExampleProps = { slug: 'orbit-camera', reactSample: 'getting-started/first-scene' };

describe('LiveExampleProps', () => {
  it('takes exactly one of slug and reactSample (checked by tsc; this only keeps the cases in a test file)', () => {
    expect(accepted).toHaveLength(4);
    expect([neither, both]).toHaveLength(2);
  });
});
