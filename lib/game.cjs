// The package's Game for require('fenboard'): the same code as game.js (tests/package/files.test.mjs keeps them equal).
'use strict';

/** Returns a subclass of wasm-bindgen's Game whose methods throw `this Game was freed` after free(). */
function guardGame(Base) {
  class Game extends Base {
    /** Frees the engine memory this game holds. A second call does nothing. */
    free() {
      if (this.__wbg_ptr) super.free();
    }
  }
  for (const name of Object.getOwnPropertyNames(Base.prototype)) {
    const desc = Object.getOwnPropertyDescriptor(Base.prototype, name);
    if (name === 'constructor' || name === 'free' || typeof desc.value !== 'function') continue;
    const method = desc.value;
    const guarded = {
      [name](...args) {
        if (!this.__wbg_ptr) throw new Error(`this Game was freed: ${name}() cannot be called after free()`);
        return method.apply(this, args);
      },
    }[name];
    Object.defineProperty(Game.prototype, name, { ...desc, value: guarded });
  }
  return Game;
}

exports.guardGame = guardGame;
