import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('carries colours that come with the data', () => {
    const html = renderToStaticMarkup(<Badge colors={{ background: '#5b21b6', text: '#ffffff' }}>Oferta</Badge>);
    expect(html).toMatch(/style="--[^:]+:#5b21b6;--[^:]+:#ffffff"/);
  });

  it('uses the tone alone when no colours are given', () => {
    expect(renderToStaticMarkup(<Badge tone="sold">Vendido</Badge>)).not.toContain('style=');
  });
});

