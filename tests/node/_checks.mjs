// The assertions of the README's and guides' examples (tests/node/_doctest.mjs writes the calls), in Node and in
// browsers alike.

/** Asserts what a statement evaluates to (compared as JSON, as a Move prints). */
export async function equals(thunk, expected) {
  const actual = JSON.stringify(await thunk());
  const want = JSON.stringify(JSON.parse(expected));
  if (actual !== want) throw new Error(`the comment says ${want}, the code gives ${actual}`);
}

/** Asserts that a statement throws an Error with this message. */
export async function throws(thunk, message) {
  try {
    await thunk();
  } catch (e) {
    if (e.message === message) return;
    throw new Error(`the comment says it throws '${message}', it threw '${e.message}'`);
  }
  throw new Error(`the comment says it throws '${message}', it did not throw`);
}
