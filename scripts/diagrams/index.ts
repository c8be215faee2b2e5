/** Every diagram of the site, by name: static/img/diagrams/<name>.<locale>.<palette>.svg. */
import type { Diagram } from './lib';
import coordinateSpaces from './coordinate-spaces';
import editorLayout from './editor-layout';
import renderPipeline from './render-pipeline';
import sceneGraph from './scene-graph';
import scriptLifecycle from './script-lifecycle';

export const diagrams: readonly Diagram[] = [scriptLifecycle, sceneGraph, coordinateSpaces, renderPipeline, editorLayout];
