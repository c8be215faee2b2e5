// The page's Markdown content (one <div>) hydrates in a task of its own.
import Original from '@theme-init/DocItem/Content';
import islandOf from '../../../islands/islandOf';

export default islandOf(Original, 'DocItem/Content');
