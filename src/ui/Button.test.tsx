import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { IconButton } from './IconButton';
import { MenuIcon } from './icons/interfaceIcons';

describe('Button', () => {
  it('is a plain button that does not submit forms unless asked', () => {
    expect(renderToStaticMarkup(<Button>Continuar</Button>)).toMatch(/^<button type="button"/);
  });

  it('marks a pending action busy without removing it from the tab order', () => {
    const html = renderToStaticMarkup(<Button loading>Continuar</Button>);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toMatch(/\sdisabled=/);
  });
});

describe('IconButton', () => {
  it('names the button with its label and hides the icon', () => {
    const html = renderToStaticMarkup(
      <IconButton label="Abrir menú">
        <MenuIcon />
      </IconButton>,
    );
    expect(html).toContain('aria-label="Abrir menú"');
    expect(html).toContain('aria-hidden="true"');
  });
});
