// The one script a page needs for live boards: <script type="module" src="/live.js"></script>.
// Loads the engine and makes every diagram and <fen-board> of the page live.
import init, * as fenboard from './pkg/browser.js';
import { enhance } from './js/boards.js';

await init();
enhance(document, { module: fenboard });
document.documentElement.dataset.fenboard = 'ready';
