/**
 * A part of a page that may hydrate in a browser task of its own. The site marks such parts (the
 * tutorial cards); a runtime that can hydrate them separately provides the implementation with
 * `provideHydrationIsland` (plugins/perf does, for Preact). Without one, on the server and with React,
 * it renders its children as they are, so the site builds and runs the same without that plugin.
 *
 * The wrapped content must render exactly one root element: a suspended island keeps one DOM node.
 */
import React, { type ComponentType, type ReactNode } from 'react';

export interface Props {
  children: ReactNode;
}

let Island: ComponentType<Props> | null = null;

/** Makes `component` the hydration island of every part marked with <HydrationIsland>; called once, before the first render. */
export function provideHydrationIsland(component: ComponentType<Props>): void {
  Island = component;
}

export default function HydrationIsland({ children }: Props): ReactNode {
  return Island ? <Island>{children}</Island> : children;
}
