/**
 * `styleMap` that works under a strict Content Security Policy (`style-src` without 'unsafe-inline').
 *
 * Lit's own `styleMap` writes its first render as a `style="…"` attribute string, which such a policy
 * blocks (style-src-attr; lit/lit#4719), so seat colours and track positions would be lost. This one
 * always goes through the CSSOM (`style.setProperty` / `style[name] = …`), which CSP does not govern.
 * Same use: `style=${styleMap({ '--seat': colour, background: colour })}`, the only part of `style`.
 */
import { noChange } from 'lit';
import { Directive, PartType, directive, type AttributePart, type PartInfo } from 'lit/directive.js';

export type StyleInfo = Readonly<Record<string, string | number | undefined | null>>;

class CssomStyleMap extends Directive {
  private previous = new Set<string>();

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ATTRIBUTE || info.name !== 'style' || (info.strings?.length ?? 0) > 2) {
      throw new Error('styleMap must be the only part of a style attribute');
    }
  }

  render(_styles: StyleInfo): unknown {
    return noChange;
  }

  override update(part: AttributePart, [styles]: [StyleInfo]): unknown {
    const style = (part.element as HTMLElement | SVGElement).style;
    const set = (name: string, value: string | null) => {
      if (name.includes('-')) {
        if (value === null) style.removeProperty(name);
        else style.setProperty(name, value);
      } else {
        (style as unknown as Record<string, string | null>)[name] = value;
      }
    };
    for (const name of this.previous) {
      if (styles[name] == null) {
        this.previous.delete(name);
        set(name, null);
      }
    }
    for (const [name, value] of Object.entries(styles)) {
      if (value == null) continue;
      this.previous.add(name);
      set(name, String(value));
    }
    return noChange;
  }
}

export const styleMap = directive(CssomStyleMap);
