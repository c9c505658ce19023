/** Fetching a JSON file for a board's `src` or a tutorial's lesson: never throws. */

export type Fetched = { ok: true; json: unknown } | { ok: false; code: 'FETCH_FAILED' | 'BAD_JSON'; reason: string };

/** Fetches and parses a JSON file; never throws. */
export async function fetchJson(url: string, signal?: AbortSignal): Promise<Fetched> {
  let text: string;
  try {
    const res = await fetch(url, signal ? { signal } : {});
    if (!res.ok) return { ok: false, code: 'FETCH_FAILED', reason: `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}` };
    text = await res.text();
  } catch (e) {
    return { ok: false, code: 'FETCH_FAILED', reason: String((e as Error)?.message ?? e) };
  }
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch (e) {
    return { ok: false, code: 'BAD_JSON', reason: String((e as Error)?.message ?? e) };
  }
}
