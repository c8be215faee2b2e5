// The back-to-top button (one <button>) hydrates in a task of its own.
import Original from '@theme-init/BackToTopButton';
import islandOf from '../../islands/islandOf';

export default islandOf(Original, 'BackToTopButton');
