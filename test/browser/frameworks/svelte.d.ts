// Svelte components, for the type checker (the compiler reads them in scripts/framework-apps.mjs).
declare module '*.svelte' {
  import type { Component } from 'svelte';
  const component: Component<any>;
  export default component;
}
