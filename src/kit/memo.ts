/** Shared by every game: a value computed once per key object. */

/**
 * `make(key)`, computed once per key object and kept as long as the key lives: how a game builds the
 * tables of a rule-set document once (its `rulesOf`), not at every call.
 */
export function memoByObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let v = made.get(key);
    if (v === undefined) made.set(key, (v = make(key)));
    return v;
  };
}
