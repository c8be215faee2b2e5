// The docs page's main column (one <main>) hydrates in a task of its own; its content and table of contents are islands inside it.
import Original from '@theme-init/DocRoot/Layout/Main';
import islandOf from '../../../../islands/islandOf';

export default islandOf(Original, 'DocRoot/Layout/Main');
