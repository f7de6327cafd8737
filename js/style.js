// The live boards' stylesheet (js/boards.css). A page links it in its <head> (no layout shift: boards take their
// final size at the first paint); when a page has not, enhance() links it, so one script tag is still enough.

/** Links js/boards.css into `doc` unless a stylesheet of the page already provides it. */
export function installStyle(doc) {
  if (doc.getElementById('fenboard-style')) return;
  const view = doc.defaultView;
  if (view && view.getComputedStyle(doc.documentElement).getPropertyValue('--fenboard-styles').trim() === '1') return;
  const link = doc.createElement('link');
  link.id = 'fenboard-style';
  link.rel = 'stylesheet';
  link.href = new URL('./boards.css', import.meta.url).href;
  doc.head.prepend(link);
}
