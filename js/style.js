// The styles of live boards, installed once per document by enhance(): one script tag is enough.
// The diagram layout rules (vchess's: .diagram 50% wide, .diag12/.diag22 side by side) are wrapped in
// :where() so a page's own CSS overrides them.

export const CSS = `
:where(figure.diagram-container) { display: block; margin: 15px 0; width: 100%; }
:where(figure.diagram-container)::after { content: ""; display: table; clear: both; }
:where(.diagram) { width: 50%; margin: 0 auto; }
:where(.diagram.diag12) { float: left; width: 42%; margin: 0 2% 0 6%; }
:where(.diagram.diag22) { float: left; width: 42%; margin: 0 6% 0 2%; }
:where(figure.diagram-container > figcaption) { clear: both; font-size: 0.8em; text-align: center; padding-top: 0.4em; }
:where(.diagram > svg) { display: block; width: 100%; height: auto; }
@media (max-width: 630px) {
  :where(.diagram) { width: 75%; }
  :where(.diagram.diag12), :where(.diagram.diag22) { width: 49%; margin: 0 0.5%; }
}

fen-board, .fenboard { display: block; position: relative; }
:where(fen-board) { max-width: 32rem; }
:where(.diagram > fen-board) { max-width: none; }
.fenboard { --fb-light: #f0d9b5; --fb-dark: #b58863; --fb-accent: #2f6f4f; font-size: 0.85rem; line-height: 1.3; }
.fenboard .fb-frame { position: relative; }
.fenboard .fb-grid {
  display: flex; flex-direction: column; border: 2px solid #6b4f36; box-sizing: border-box;
  user-select: none; -webkit-user-select: none; -webkit-touch-callout: none; container-type: inline-size;
}
.fenboard .fb-row { display: flex; }
.fenboard .fb-sq { flex: 1 1 0; min-width: 0; aspect-ratio: 1; position: relative; cursor: pointer; }
.fenboard .fb-sq.light { background: var(--fb-light); }
.fenboard .fb-sq.dark { background: var(--fb-dark); }
.fenboard .fb-sq.movable, .fenboard .fb-sq.selected { touch-action: none; cursor: grab; }
.fenboard.fb-static .fb-sq { cursor: default; }
.fenboard .fb-sq.shadow { filter: brightness(50%); }
.fenboard .fb-sq.last::before { content: ""; position: absolute; inset: 0; background: rgba(205, 210, 60, 0.45); }
.fenboard .fb-sq.selected::before { content: ""; position: absolute; inset: 0; background: rgba(20, 110, 60, 0.45); }
.fenboard .fb-sq.checked { background-image: radial-gradient(circle, #ff2a2a 0%, #e00 30%, rgba(200, 0, 0, 0) 72%); }
.fenboard .fb-sq:focus { outline: none; }
.fenboard .fb-sq:focus-visible { outline: 3px solid #1a5fd0; outline-offset: -3px; z-index: 4; }
.fenboard .fb-piece { position: absolute; left: 4%; top: 4%; width: 92%; height: 92%; pointer-events: none; z-index: 1; }
.fenboard .fb-sq.dragging .fb-piece { opacity: 0.3; }
.fenboard .fb-mark { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; z-index: 2; }
.fenboard .fb-sq.target::after { content: ""; position: absolute; pointer-events: none; z-index: 3; border-radius: 50%; }
.fenboard .fb-sq.target.quiet::after { left: 35%; top: 35%; width: 30%; height: 30%; background: rgba(20, 85, 30, 0.55); }
.fenboard .fb-sq.target.capture::after { inset: 4%; border: 0.45em solid rgba(20, 85, 30, 0.6); border-width: max(3px, 8cqi / var(--cols, 8)); }
.fenboard .fb-coord { position: absolute; font: 600 max(8px, calc(22cqi / var(--cols, 8))) / 1 system-ui, sans-serif; pointer-events: none; z-index: 2; }
.fenboard .fb-rank { top: 3%; left: 4%; }
.fenboard .fb-file { bottom: 3%; right: 5%; }
.fenboard .fb-sq.dark .fb-coord { color: var(--fb-light); }
.fenboard .fb-sq.light .fb-coord { color: var(--fb-dark); }
.fenboard .fb-ghost { position: fixed; left: 0; top: 0; z-index: 1000; pointer-events: none; }
.fenboard .fb-chooser {
  position: absolute; inset: 0; z-index: 10; display: flex; flex-direction: column; align-items: center;
  justify-content: center; gap: 0.5em; background: rgba(30, 30, 30, 0.6); padding: 0.5em; box-sizing: border-box;
}
.fenboard .fb-chooser[hidden] { display: none; }
.fenboard .fb-chooser p { margin: 0; color: #fff; font-weight: 600; }
.fenboard .fb-choices { display: flex; flex-wrap: wrap; gap: 0.3em; justify-content: center; }
.fenboard .fb-choices button { display: flex; flex-direction: column; align-items: center; min-width: 3.2em; padding: 0.2em; }
.fenboard .fb-choices .fb-piece { position: static; width: 2.6em; height: 2.6em; }
.fenboard button { font: inherit; cursor: pointer; border: 1px solid #999; border-radius: 4px; background: #fff; color: #222; padding: 0.2em 0.6em; }
.fenboard button:disabled { opacity: 0.45; cursor: default; }
.fenboard button:focus-visible { outline: 3px solid #1a5fd0; outline-offset: 1px; }
.fenboard .fb-bar { display: flex; flex-wrap: wrap; gap: 0.3em; margin-top: 0.35em; }
.fenboard .fb-status { margin: 0.3em 0 0; min-height: 1.3em; font-size: 0.95em; }
.fenboard[data-outcome]:not([data-outcome=""]) .fb-status { color: #a40000; font-weight: 600; }
.fenboard .fb-explain { margin: 0.35em 0 0; padding: 0.35em 0.6em; border-left: 4px solid #b03a2e; background: #fbeeec; color: #5a1a12; }
.fenboard .fb-explain[hidden] { display: none; }
.fenboard .fb-sq.explained::before { content: ""; position: absolute; inset: 0; box-shadow: inset 0 0 0 max(3px, 6cqi / var(--cols, 8)) rgba(200, 40, 30, 0.85); z-index: 3; }
.fenboard .fb-sq.explained.origin::before { box-shadow: inset 0 0 0 max(3px, 6cqi / var(--cols, 8)) rgba(30, 90, 200, 0.85); }
.fenboard .fb-engine-switch { display: inline-flex; align-items: center; gap: 0.3em; margin-left: auto; cursor: pointer; }
.fenboard[data-thinking="true"] .fb-grid { cursor: progress; }
.fenboard .fb-reserve { display: flex; flex-wrap: wrap; gap: 0.25em; margin: 0.25em 0; }
.fenboard .fb-reserve[hidden] { display: none; }
.fenboard .fb-res { position: relative; display: flex; align-items: center; gap: 0.15em; padding: 0.1em 0.3em; background: #efe9dd; }
.fenboard .fb-res .fb-piece { position: static; width: 1.9em; height: 1.9em; }
.fenboard .fb-res[aria-pressed="true"] { background: #9fd1a9; border-color: var(--fb-accent); }
.fenboard .fb-res.target { box-shadow: 0 0 0 2px var(--fb-accent); }
`;

export function installStyle(doc) {
  if (doc.getElementById('fenboard-style')) return;
  const style = doc.createElement('style');
  style.id = 'fenboard-style';
  style.textContent = CSS;
  doc.head.prepend(style);
}
