// The size floor: what any Lit + XState widget pays before its own code (one LitElement, one machine).
import { LitElement, html } from 'lit';
import { createActor, setup } from 'xstate';

const machine = setup({}).createMachine({ initial: 'a', states: { a: { on: { GO: 'b' } }, b: {} } });

class FloorElement extends LitElement {
  actor = createActor(machine).start();
  override render() {
    return html`<p>${String(this.actor.getSnapshot().value)}</p>`;
  }
}
customElements.define('floor-element', FloorElement);
