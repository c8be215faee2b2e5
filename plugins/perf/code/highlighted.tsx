// theme-classic's highlighted code content (@theme-init: the first theme's, not this plugin's), with the site's Prism languages registered first.
// The server renders it for every block; the browser loads it on demand (see lazy-highlighted).
import type { ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalContent from '@theme-init/CodeBlock/Content';
import type { Props } from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

const HighlightedContent: (props: Props) => ReactNode = OriginalContent;
export default HighlightedContent;
