// fenboard/teach for CommonJS (require('fenboard/teach')): wasm-bindgen's nodejs glue of the teaching module
// (pkg/teach/fenboard.cjs, built by scripts/package.mjs from the same wasm as the ES module build) loads
// pkg/teach/fenboard_bg.wasm synchronously. The exports are lib/teach-node.js's: the teaching API, and the default
// module's whole API over this module (the games its defineVariant defines live in it).
'use strict';
const wasm = require('../pkg/teach/fenboard.cjs');
const { api, teachApi } = require('../pkg/api.cjs');

const init = () => Promise.resolve();
Object.assign(exports, teachApi(wasm));
for (const name of ['variants', 'defineVariant']) exports[name] = wasm[name];
Object.assign(exports, api(wasm));
exports.init = init;
exports.isReady = () => true;
exports.default = init;
