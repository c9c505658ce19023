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
