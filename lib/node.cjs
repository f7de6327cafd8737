// fenboard for CommonJS (require('fenboard')): wasm-bindgen's nodejs glue (pkg/fenboard.cjs, built by
// scripts/package.mjs from the same wasm as the ES module build) loads pkg/fenboard_bg.wasm synchronously;
// pkg/api.cjs is lib/api.js as CommonJS (also made by scripts/package.mjs). The exports are lib/node.js's.
'use strict';
const wasm = require('../pkg/fenboard.cjs');
const { api } = require('../pkg/api.cjs');

const init = () => Promise.resolve();
for (const name of ['variants', 'defineVariant']) exports[name] = wasm[name];
Object.assign(exports, api(wasm));
exports.init = init;
exports.isReady = () => true;
exports.default = init;
