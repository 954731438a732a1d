/**
 * The developer portal's one script (issue 58): search, sample tabs, copy buttons, the sidebar that
 * follows the page, and the try-it panel. Every page reads without it.
 */
import { enhanceSearch } from './search';
import { enhanceTabs, enhanceCopy, followSidebar } from './enhance';
import { enhanceTryIt } from './try-it';

enhanceSearch();
enhanceTabs();
enhanceCopy();
followSidebar();
enhanceTryIt();
