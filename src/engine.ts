export * from './rules/index.js';
