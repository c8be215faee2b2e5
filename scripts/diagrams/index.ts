/** Every diagram of the site, by name: static/img/diagrams/<name>.<locale>.<palette>.svg. */
import type { Diagram } from './lib';
import animDoorGraph from './anim-door-graph';
import animLayerMask from './anim-layer-mask';
import animStateGraph from './anim-state-graph';
import animationOverview from './animation-overview';
import assetLifecycle from './asset-lifecycle';
import assetLoadingStartup from './asset-loading-startup';
import atlasSpriteFrames from './atlas-sprite-frames';
import cubemapFaces from './cubemap-faces';
import hotReloadSwap from './hot-reload-swap';
import importHierarchy from './import-hierarchy';
import importPipeline from './import-pipeline';
import coordinateSpaces from './coordinate-spaces';
import editorLayout from './editor-layout';
import renderPipeline from './render-pipeline';
import sceneGraph from './scene-graph';
import scriptLifecycle from './script-lifecycle';
import compoundShape from './compound-shape';
import elementAnchors from './element-anchors';
import layoutGroup from './layout-group';
import nineSlice from './nine-slice';
import physicsFrame from './physics-frame';
import raycastSegment from './raycast-segment';
import safeArea from './safe-area';
import spriteAssets from './sprite-assets';

export const diagrams: readonly Diagram[] = [scriptLifecycle, sceneGraph, coordinateSpaces, renderPipeline, editorLayout, animDoorGraph, animLayerMask, animStateGraph, animationOverview, assetLifecycle, assetLoadingStartup, atlasSpriteFrames, cubemapFaces, hotReloadSwap, importHierarchy, importPipeline, nineSlice, spriteAssets, compoundShape, physicsFrame, raycastSegment, elementAnchors, layoutGroup, safeArea];
