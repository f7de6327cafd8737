// fenboard/teach for CommonJS (require('fenboard/teach')): wasm-bindgen's nodejs glue of the teaching module
// (pkg/teach/fenboard.cjs, built by scripts/package.mjs from the same wasm as the ES module build) loads
// pkg/teach/fenboard_bg.wasm synchronously.
'use strict';
const wasm = require('../pkg/teach/fenboard.cjs');

const init = () => Promise.resolve();
exports.explainMove = wasm.explainMove;
exports.bestMove = wasm.bestMove;
exports.perft = wasm.perft;
exports.extractDiagrams = wasm.extractDiagrams;
exports.init = init;
exports.isReady = () => true;
exports.default = init;
