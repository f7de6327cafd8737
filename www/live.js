// The one script a page needs for live boards: <script type="module" src="/live.js"></script>.
// Loads the engine and makes every diagram and <fen-board> of the page live, the boards of games the page defines
// (<script type="application/json" class="fenboard-variant">) included: the engine plays them too.
import init, * as fenboard from './pkg/browser.js';
import { enhance, whenDefined } from './js/boards.js';

await init();
// A prerendered page (scripts/prerender.mjs) carries the pieces its boards were drawn with: each board's drawings
// replace them when it becomes live (js/sprite.js), so a board still waiting keeps its pieces.
enhance(document, { module: fenboard });
await whenDefined();
document.documentElement.dataset.fenboard = 'ready';
