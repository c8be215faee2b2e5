// Client module, Preact production builds only (plugins/perf/index.ts): every part of a page marked
// with the site's <HydrationIsland> (src/components/HydrationIsland) or wrapped by islandOf becomes
// a hydration island, and <html data-hydration-pending> counts those still waiting.
import { provideHydrationIsland } from '../../../src/components/HydrationIsland';
import HydrationIsland from './HydrationIsland';
import './pending-attribute';

provideHydrationIsland(HydrationIsland);
