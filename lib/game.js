// The package's Game: wasm-bindgen's class with a clear error after free().
// wasm-bindgen's own message for a freed object is "null pointer passed to rust"; this wrapper checks first.
// Kept in step with game.cjs (the same code for require('fenboard')); tests/package checks both.

/** Returns a subclass of wasm-bindgen's Game whose methods throw `this Game was freed` after free(). */
export function guardGame(Base) {
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
