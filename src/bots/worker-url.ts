/**
 * The computer players' worker URL, made acceptable to a page that enforces Trusted Types.
 *
 * Such a page refuses `new Worker(string)` (and reports a violation). The bots therefore ask for a
 * TrustedScriptURL from their own policy, named `quetzal-board`, which blesses exactly one URL: the
 * worker module next to this file. A site whose CSP lists allowed policies adds that name
 * (`trusted-types lit-html quetzal-board`); one that does not allow it gets no worker: the computers
 * think on the main thread instead, and the only report is the browser's refusal of the name.
 * Browsers without Trusted Types take the plain URL.
 */

/** The Trusted Types policy name a site allows in its CSP for the computers' worker. */
export const WORKER_POLICY_NAME = 'quetzal-board';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** The page's policy, made once (a second one of the same name would be refused); null: refused. */
let policy: ScriptUrlPolicy | null | undefined;

/** What `new Worker()` may be given for `url`; throws when the page's Trusted Types refuse the bots' policy. */
export function workerScriptURL(url: URL): string | URL {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return url;
  if (policy === undefined) {
    try {
      policy = factory.createPolicy(WORKER_POLICY_NAME, {
        createScriptURL(candidate: string) {
          // Only the bots' own worker: the policy cannot be used to bless anything else.
          if (candidate !== url.href) throw new TypeError(`${WORKER_POLICY_NAME} policy: ${candidate} is not the computers' worker`);
          return candidate;
        },
      });
    } catch {
      policy = null;
    }
  }
  if (!policy) throw new Error(`Trusted Types: the policy "${WORKER_POLICY_NAME}" is not allowed on this page`);
  // A TrustedScriptURL: Worker's constructor takes it where it takes a URL.
  return policy.createScriptURL(url.href) as URL;
}
