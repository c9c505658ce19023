/** What the browser tests ask Chromium's DevTools for (scripts/devtools-commands.mjs). */
import { executeServerCommand } from '@web/test-runner-commands';

/** A person's mouse wheel over a point of the page (CSS px from the viewport's corner). */
export async function wheel(x: number, y: number, deltaY: number): Promise<void> {
  await executeServerCommand('wheel', { x, y, deltaY });
}

/** The speed of the page's animation clock: 0 stops every animation where it is (1: real time again). */
export async function animationRate(rate: number): Promise<void> {
  await executeServerCommand('animation-rate', { rate });
}

/** Every name, value and description in the page's accessibility tree, one per line. */
export async function accessibilityNames(): Promise<string> {
  return (await executeServerCommand('accessibility-names', {})) as string;
}
