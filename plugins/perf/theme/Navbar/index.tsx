// The navbar (one <nav>) hydrates in a task of its own.
import Original from '@theme-init/Navbar';
import islandOf from '../../islands/islandOf';

export default islandOf(Original, 'Navbar');
