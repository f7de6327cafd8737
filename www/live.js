// The one script a page needs for live boards: <script type="module" src="/live.js"></script>.
// Loads the engine and makes every diagram and <fen-board> of the page live.
import init, * as fenboard from './pkg/browser.js';
import { enhance } from './js/boards.js';

await init();
// A prerendered page (scripts/prerender.mjs) carries the pieces its boards were drawn with; the live boards, drawn
// again in the same task, bring their own.
for (const sprite of document.querySelectorAll('svg.fenboard-sprite')) sprite.remove();
enhance(document, { module: fenboard });
document.documentElement.dataset.fenboard = 'ready';
