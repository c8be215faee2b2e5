// The desktop table of contents (one <div>) hydrates in a task of its own.
import Original from '@theme-init/TOC';
import islandOf from '../../islands/islandOf';

export default islandOf(Original, 'TOC');
