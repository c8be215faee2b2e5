// Injected into every PlayCanvas React sample bundle (esbuild `inject`): hands the engine's AppBase
// to the page, so the live-example runner and scripts/check-react-samples.ts can reach the
// application @playcanvas/react creates inside <Application> (AppBase.getApplication()).
import { AppBase } from 'playcanvas';

Object.defineProperty(globalThis, '__pcAppBase', { value: AppBase, configurable: true });
