/**
 * Reflecting a property to its attribute without ever throwing. Lit writes a reflected property with
 * `setAttribute(name, value)`, which converts the value to text: a symbol, an object without a
 * prototype or one whose `toString` throws would throw there, inside Lit's update, into the host page
 * (issue 12). Text, numbers and booleans are written as text, a list of texts joined by commas (as
 * `names` is written); anything else — a value the validation table (board-props.ts) refuses anyway —
 * leaves no attribute, and the board says what is wrong.
 */
function attributeText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    // (A Proxy may throw at any read.)
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(',');
  } catch {
    // not written
  }
  return null;
}

/** A Lit converter that writes with `attributeText` (reading stays Lit's default, or the one it is spread into). */
export const textAttribute = { toAttribute: attributeText };
