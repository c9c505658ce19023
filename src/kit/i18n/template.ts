/** The shape of a UI string: a template with `{name}` parameters, or a function of the parameters. */
export type Params = Record<string, string | number>;
export type Template = string | ((p: Params) => string);

/**
 * A feature's strings in both languages, kept beside the feature's own work: French must have every
 * English key (the type checks it).
 */
export function featureStrings<E extends Record<string, Template>>(en: E, fr: Record<keyof E, Template>): { en: E; fr: Record<keyof E, Template> } {
  return { en, fr };
}

/** A feature's table, as `featureStrings` returns it: English and (complete) French. */
export interface FeatureTable<K extends string> {
  en: Record<K, Template>;
  fr: Record<K, Template>;
}

/** A template with its `{name}` parameters filled in (unknown names are left as they are). */
export function fill(template: Template, params: Params): string {
  if (typeof template === 'function') return template(params);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
