/**
 * The computer players' worker URL, made acceptable to a page that enforces Trusted Types — without
 * ever making the browser report a violation.
 *
 * Such a page refuses `new Worker(string)` (and reports a violation). The bots therefore ask for a
 * TrustedScriptURL from their own policy, named `quetzal-board` (the package's, whatever the game), which
 * blesses exactly one URL: the bots' worker module (src/entries/bot-worker.ts; the URL the first client
 * that starts a worker gives, bot-client.ts). A site whose CSP lists allowed policies adds that name
 * (`trusted-types lit-html quetzal-board`).
 *
 * Creating a policy whose name the page's CSP does not allow throws AND reports a violation, and no
 * API tells ahead of time which names are allowed (or whether Trusted Types are enforced at all). So
 * the policy is only created when no policy the page declares refuses the name: the `trusted-types`
 * directives of the page's `<meta http-equiv="Content-Security-Policy">` tags are read first, and one
 * that does not allow `quetzal-board` (by name or `*`) sends the computers straight to the main thread,
 * with no call that could be reported. A CSP sent as an HTTP header cannot be read by a script: a site
 * whose header restricts policy names without `quetzal-board` repeats that `trusted-types` directive in
 * a meta tag (the same list, so it allows and refuses exactly the same) to get the same silent fallback.
 * Browsers without Trusted Types take the plain URL.
 */

/** The Trusted Types policy name a site allows in its CSP for the computers' worker. */
const WORKER_POLICY_NAME = 'quetzal-board';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** The page's policy, made once (a second one of the same name would be refused); null: refused. */
let policy: ScriptUrlPolicy | null | undefined;

/**
 * Whether a CSP's text allows a Trusted Types policy named `name` (CSP Level 3 / Trusted Types: a
 * `trusted-types` directive lists the allowed names, `*` allows any; without the directive, any name).
 * Directive names are case-insensitive, policy names are not.
 */
export function cspAllowsPolicy(csp: string, name: string): boolean {
  for (const directive of csp.split(';')) {
    const [directiveName, ...values] = directive.trim().split(/[\t\n\f\r ]+/);
    if (directiveName?.toLowerCase() !== 'trusted-types') continue;
    if (!values.includes(name) && !values.includes('*')) return false;
  }
  return true;
}

/** Whether the page's CSP meta tags (the part of its policy a script can read) allow `name`. */
function pageAllowsPolicy(name: string): boolean {
  try {
    const doc = (globalThis as { document?: Document }).document;
    if (!doc) return true;
    for (const meta of doc.querySelectorAll('meta[http-equiv]')) {
      if (meta.getAttribute('http-equiv')!.trim().toLowerCase() !== 'content-security-policy') continue;
      if (!cspAllowsPolicy(meta.getAttribute('content') ?? '', name)) return false;
    }
    return true;
  } catch {
    return true;
  }
}

/** What `new Worker()` may be given for `url`; throws when the page's Trusted Types refuse the bots' policy. */
export function workerScriptURL(url: URL): string | URL {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return url;
  if (policy === undefined) {
    if (!pageAllowsPolicy(WORKER_POLICY_NAME)) {
      // Not even tried: the attempt itself would be reported as a violation.
      policy = null;
    } else {
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
  }
  if (!policy) throw new Error(`Trusted Types: the policy "${WORKER_POLICY_NAME}" is not allowed on this page`);
  // A TrustedScriptURL: Worker's constructor takes it where it takes a URL.
  return policy.createScriptURL(url.href) as URL;
}
