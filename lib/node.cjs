// fenboard for CommonJS (require('fenboard')): wasm-bindgen's nodejs glue (pkg/fenboard.cjs, built by
// scripts/package.mjs from the same wasm as the ES module build) loads pkg/fenboard_bg.wasm synchronously.
'use strict';
const wasm = require('../pkg/fenboard.cjs');
const { guardGame } = require('./game.cjs');

const init = () => Promise.resolve();
for (const [name, value] of Object.entries(wasm)) {
  if (!name.startsWith('__wbg') && !name.startsWith('__wbindgen')) exports[name] = value;
}
exports.Game = guardGame(wasm.Game);
exports.init = init;
exports.isReady = () => true;
exports.default = init;
