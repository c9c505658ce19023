// The floor: what any Lit + XState widget pays before its own code (one LitElement, one machine). bench/size.ts
// weighs it; bench/embed.ts loads it as the board is loaded, as far as a first screen with a button to tap.
import { LitElement, html } from 'lit';
import { createActor, setup } from 'xstate';

const machine = setup({}).createMachine({ initial: 'a', states: { a: { on: { GO: 'b' } }, b: {} } });

class FloorElement extends LitElement {
  actor = createActor(machine).start();
  override render() {
    return html`<div class="prompt"><button type="button">${String(this.actor.getSnapshot().value)}</button></div>`;
  }
}
customElements.define('floor-element', FloorElement);
