// The package's main entry: the engine, the statechart and the <quetzal-board> element.
export * from './engine.js';
export * from './machine/quetzal-machine.js';
export * from './elements/quetzal-board/index.js';
export { t, resolveLang, registerStrings, hasStrings, LANGS, type Lang } from './i18n/index.js';
