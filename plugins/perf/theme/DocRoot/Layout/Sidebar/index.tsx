// The docs sidebar (one <aside>) hydrates in a task of its own.
import Original from '@theme-init/DocRoot/Layout/Sidebar';
import islandOf from '../../../../islands/islandOf';

export default islandOf(Original, 'DocRoot/Layout/Sidebar');
